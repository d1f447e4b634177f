import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ProgressInputSchema, type Progress } from '#api/schemas/progress.ts';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { pendingEntries } from './outbox-queries.ts';
import { finishedArticleIds, isFinished, mediaInProgress, recordProgress, resumeProgress } from './progress.ts';
import { newestOf, normalizeMark, startPositionOf } from './progress-rules.ts';
import { lastingToken } from '#tests/utils/fake-token.ts';

const USER = 'c'.repeat(32);
const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const episode = { id: A, title: 'River podcast', kind: 'audio' } as const;
// A token far from expiry, so requests go out without a refresh first.
const TOKEN = lastingToken();
const signIn = () =>
  setSession({ tokenInfo: { token: TOKEN, refreshToken: 'r', expiresAt: '', username: 'a@b.org' }, user: { id: USER, slug: 'a', firstName: 'A', lastName: 'B', presentation: null, picture: null } });
const at = (iso: string) => Date.parse(iso);

function serverHas(items: Progress[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ items, total: items.length, nextCursor: null }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('position rules', () => {
  it('counts a medium finished at 95 % or at its end, and a text at 95 % read', () => {
    expect(normalizeMark('audio', { position: 569, duration: 600 }).finished).toBe(false);
    expect(normalizeMark('audio', { position: 570, duration: 600 })).toEqual({ position: 600, duration: 600, finished: true });
    expect(normalizeMark('video', { position: 12, duration: 600, ended: true }).finished).toBe(true);
    expect(normalizeMark('text', { position: 0.96 })).toEqual({ position: 0.96, duration: null, finished: true });
    expect(normalizeMark('text', { position: 0.5 }).finished).toBe(false);
  });

  it('keeps what it stores within what the server accepts', () => {
    for (const [kind, mark] of [
      ['audio', { position: 700, duration: 600 }],
      ['audio', { position: -3, duration: Number.NaN }],
      ['text', { position: 1.7 }],
      ['video', { position: Number.POSITIVE_INFINITY, duration: 90 }],
    ] as const) {
      const row = normalizeMark(kind, mark);
      if (row.duration !== null || kind === 'text') expect(v.safeParse(ProgressInputSchema, { ...row, updatedAt: '2026-11-22T10:00:00.000Z' }).success).toBe(true);
    }
  });

  it('starts from the top when finished, barely started or past a replaced file, else at the position', () => {
    expect(startPositionOf(undefined)).toBe(0);
    expect(startPositionOf({ kind: 'audio', position: 120, finished: false }, 600)).toBe(120);
    expect(startPositionOf({ kind: 'audio', position: 3, finished: false }, 600)).toBe(0);
    expect(startPositionOf({ kind: 'audio', position: 120, finished: true }, 600)).toBe(0);
    expect(startPositionOf({ kind: 'audio', position: 598, finished: false }, 600)).toBe(0);
    expect(startPositionOf({ kind: 'text', position: 0.4, finished: false })).toBe(0.4);
    expect(startPositionOf({ kind: 'text', position: 0.01, finished: false })).toBe(0);
  });

  it('takes the newest of two positions by device time, the local one on a tie', () => {
    const local = { id: 'local', updatedAt: '2026-11-22T10:00:00.000Z' };
    expect(newestOf(local, { id: 'remote', updatedAt: '2026-11-22T10:00:01.000Z' })?.id).toBe('remote');
    expect(newestOf(local, { id: 'remote', updatedAt: '2026-11-22T09:59:59.000Z' })?.id).toBe('local');
    expect(newestOf(local, { id: 'remote', updatedAt: local.updatedAt })?.id).toBe('local');
    expect(newestOf(undefined, local)?.id).toBe('local');
  });
});

describe('recorded positions', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    signIn();
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });

  it('stores each position and queues only the newest unsent one per article', async () => {
    await recordProgress(episode, { position: 10, duration: 600 }, db, at('2026-11-22T10:00:00Z'));
    await recordProgress({ ...episode, id: B }, { position: 5, duration: 60 }, db, at('2026-11-22T10:00:01Z'));
    await recordProgress(episode, { position: 42, duration: 600 }, db, at('2026-11-22T10:00:02Z'));
    const ops = (await pendingEntries(USER)).map((e) => e.op);
    expect(ops).toEqual([
      { type: 'progress.put', articleId: B, body: { position: 5, duration: 60, finished: false, updatedAt: '2026-11-22T10:00:01.000Z' } },
      { type: 'progress.put', articleId: A, body: { position: 42, duration: 600, finished: false, updatedAt: '2026-11-22T10:00:02.000Z' } },
    ]);
    expect(await db.progress.get([USER, A])).toMatchObject({ position: 42, kind: 'audio' });
  });

  it('keeps a position of a medium whose length is unknown on the device only, and queues nothing signed out', async () => {
    await recordProgress(episode, { position: 10, duration: Number.NaN }, db);
    setSession(null);
    await recordProgress({ ...episode, id: B }, { position: 30, duration: 600 }, db);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.progress.get(['', B])).toMatchObject({ position: 30 });
  });

  it('resumes from the server position when it is newer than this device’s, and from this device’s otherwise', async () => {
    await recordProgress(episode, { position: 42, duration: 600 }, db, at('2026-11-22T10:00:00Z'));
    const fetchMock = serverHas([{ articleId: A, position: 300, duration: 600, finished: false, updatedAt: '2026-11-22T11:00:00.000Z' }]);
    expect(await resumeProgress(A, db)).toMatchObject({ position: 300, kind: 'audio' });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/progress');
    serverHas([{ articleId: A, position: 100, duration: 600, finished: false, updatedAt: '2026-11-22T09:00:00.000Z' }]);
    await recordProgress(episode, { position: 420, duration: 600 }, db, at('2026-11-22T12:00:00Z'));
    expect(await resumeProgress(A, db)).toMatchObject({ position: 420 });
  });

  it('resumes from this device’s position when the network fails', async () => {
    await recordProgress(episode, { position: 42, duration: 600 }, db);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await resumeProgress(A, db)).toMatchObject({ position: 42 });
  });

  it('answers which articles are finished, and lists media in progress newest first', async () => {
    await recordProgress(episode, { position: 590, duration: 600 }, db, at('2026-11-22T10:00:00Z'));
    await recordProgress({ id: B, title: 'Video', kind: 'video' }, { position: 30, duration: 600 }, db, at('2026-11-22T10:00:05Z'));
    await recordProgress({ id: 'd'.repeat(32), title: 'Text', kind: 'text' }, { position: 0.5 }, db, at('2026-11-22T10:00:06Z'));
    await recordProgress({ id: 'e'.repeat(32), title: 'Old', kind: 'audio' }, { position: 80, duration: 600 }, db, at('2026-11-22T09:00:00Z'));
    expect(await isFinished(A, db)).toBe(true);
    expect(await isFinished(B, db)).toBe(false);
    expect([...(await finishedArticleIds(db))]).toEqual([A]);
    // Heard to the end on this device while signed out: finished for whoever uses it now.
    setSession(null);
    await recordProgress({ id: 'f'.repeat(32), title: 'Signed out', kind: 'audio' }, { position: 10, duration: 60, ended: true }, db);
    signIn();
    expect([...(await finishedArticleIds(db))].sort()).toEqual([A, 'f'.repeat(32)]);
    expect(await isFinished('f'.repeat(32), db)).toBe(true);
    expect((await mediaInProgress(db)).map((r) => r.articleId)).toEqual([B, 'e'.repeat(32)]);
    // Another user on the same device sees none of it.
    setSession(null);
    expect(await mediaInProgress(db)).toEqual([]);
  });
});
