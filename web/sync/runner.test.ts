import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { getDeviceId } from '#web/db/meta.ts';
import { setSession } from '#web/lib/session.ts';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff.ts';
import { saveArticle } from './mutations/articles.ts';
import { createCollection, renameCollection } from './mutations/collections.ts';
import { enqueue, mutate } from './outbox.ts';
import { pendingEntries } from './outbox-queries.ts';
import { createSyncRunner, type SyncDeps } from './runner.ts';
import { createSyncLock } from './sync-lock.ts';
import { FakeServer } from './test-support/fake-server.ts';

const USER = 'e'.repeat(32);
const ARTICLE = 'a'.repeat(32);
const input = (title: string, over: Partial<ArticleInput> = {}) => ({ type: 1, textType: 0, title, subTitle: '', tribe: [1], themes: [1], tags: [], references: [], inspiredBy: [], content: '', sections: [], language: 'en', coverImage: null, imageFiles: [], audioFile: null, videoFile: null, ...over }) as ArticleInput;

function setup(server: FakeServer, over: Partial<SyncDeps> = {}) {
  let token = server.token;
  const scheduled: { ms: number; task: () => void }[] = [];
  const refresh = vi.fn(async () => ((token = server.refresh()), true));
  const fetch = vi.fn(server.fetch);
  const runner = createSyncRunner({
    db,
    fetch,
    session: () => ({ userId: USER, token }),
    refresh,
    lock: createSyncLock(undefined),
    random: () => 0,
    now: () => 0,
    schedule: (task, ms) => {
      scheduled.push({ ms, task });
      return () => undefined;
    },
    ...over,
  });
  return { runner, scheduled, refresh, fetch };
}

describe('sync runner', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    setSession({ tokenInfo: { token: 't', refreshToken: 'r', expiresAt: '', username: 'a@b.org' }, user: { id: USER, slug: 'a', firstName: 'A', lastName: 'B', presentation: null, picture: null } });
  });
  afterEach(() => setSession(null));

  it('sends oldest first with Idempotency-Key <deviceId>:<seq>', async () => {
    const server = new FakeServer();
    const { runner, fetch } = setup(server);
    const id = await createCollection('One');
    await renameCollection(id, 'Two');
    const seqs = (await pendingEntries(USER)).map((e) => e.seq);
    expect(await runner.trigger()).toBe('done');
    const device = await getDeviceId();
    expect(fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'))).toEqual(seqs.map((s) => `${device}:${s}`));
    expect(server.log).toEqual([`create ${id} One`, `rename ${id} Two`]);
  });

  it('refreshes the token once on a 401 in the middle of the queue, then goes on', async () => {
    const server = new FakeServer();
    const { runner, refresh } = setup(server);
    await createCollection('One');
    await createCollection('Two');
    server.script = ['ok', 'expireToken'];
    expect(await runner.trigger()).toBe('done');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.log).toHaveLength(2);
  });

  it('backs off on 5xx bursts with growing, capped delays, keeping the entry', async () => {
    const server = new FakeServer();
    const { runner, scheduled } = setup(server);
    await createCollection('One');
    server.script = ['serverError', 'serverError', 'serverError'];
    for (let i = 0; i < 3; i++) {
      expect(await runner.trigger()).toBe('waiting');
      scheduled.at(-1)!.task();
      await vi.waitFor(() => expect(scheduled.length).toBeGreaterThan(i));
    }
    expect(scheduled.slice(0, 3).map((s) => s.ms)).toEqual([500, 1000, 2000]);
    expect(backoffDelay(30, 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    expect(await runner.wake()).toBe('done');
    expect(server.log).toHaveLength(1);
  });

  it('marks a permanent 4xx rejected with the server message and goes on with the next entry', async () => {
    const server = new FakeServer();
    const { runner } = setup(server);
    await createCollection('Bad!');
    const good = await createCollection('Good');
    expect(await runner.trigger()).toBe('done');
    const [rejected] = await db.outbox.where('status').equals('rejected').toArray();
    expect(rejected?.error).toEqual({ status: 422, code: 'invalid_name', message: 'Names cannot contain "!".' });
    expect(server.log).toEqual([`create ${good} Good`]);
  });

  it('keeps an article save refused with 409 as a draft holding the server copy', async () => {
    const server = new FakeServer([ARTICLE]);
    server.editElsewhere(ARTICLE, 'Theirs');
    const { runner } = setup(server);
    await saveArticle(ARTICLE, input('Mine'), 1);
    expect(await runner.trigger()).toBe('done');
    const draft = await db.drafts.get(ARTICLE);
    expect(draft?.input.title).toBe('Mine');
    expect(draft?.conflict?.theirs).toMatchObject({ title: 'Theirs', version: 2 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('moves later saves of an article onto the version the earlier save made', async () => {
    const server = new FakeServer([ARTICLE]);
    const { runner } = setup(server);
    await saveArticle(ARTICLE, input('First'), 1);
    await saveArticle(ARTICLE, input('Second'), 1);
    expect(await runner.trigger()).toBe('done');
    expect(server.log).toEqual([`save ${ARTICLE} First`, `save ${ARTICLE} Second`]);
  });

  it('uploads files before the entry naming them, even when queued after it', async () => {
    const server = new FakeServer([ARTICLE]);
    const { runner } = setup(server);
    const fileId = 'f'.repeat(32);
    await saveArticle(ARTICLE, input('With cover', { coverImage: fileId }), 1);
    await mutate([db.files], async () => {
      await db.files.add({ id: fileId, userId: USER, blob: new NodeBlob(['png-bytes']) as unknown as Blob, name: 'c.png', mime: 'image/png', createdAt: 0 });
      await enqueue({ userId: USER, op: { type: 'file.put', id: fileId }, label: { key: 'k' } });
    });
    expect(await runner.trigger()).toBe('done');
    expect(server.log).toEqual([`file ${fileId}`, `save ${ARTICLE} With cover`]);
    expect((await db.files.get(fileId))?.uploaded?.id).toBe(fileId);
  });

  it('waits for the network while signed out and never drains two at once', async () => {
    const server = new FakeServer();
    let inside = 0;
    let most = 0;
    const lock = createSyncLock(undefined);
    const { runner } = setup(server, {
      lock: (task) =>
        lock(async () => {
          most = Math.max(most, ++inside);
          try {
            return await task();
          } finally {
            inside--;
          }
        }),
    });
    const other = setup(server, { lock }).runner;
    await createCollection('A');
    await createCollection('B');
    await Promise.all([runner.trigger(), other.trigger(), runner.trigger()]);
    expect(most).toBe(1);
    expect(server.log).toHaveLength(2);
    const { runner: signedOut } = setup(server, { session: () => null });
    expect(await signedOut.trigger()).toBe('signed-out');
  });
});
