import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleInputSchema, type ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { getDeviceId } from '#web/db/meta.ts';
import { setSession } from '#web/lib/session.ts';
import { articleBody } from '#tests/utils/factories-content.ts';
import { pngBytes } from '#tests/utils/media-fixtures.ts';
import { SyncServer } from '#tests/utils/sync-server.ts';
import { BATCH_SIZE } from './batch.ts';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff.ts';
import { saveArticle } from './mutations/articles.ts';
import { addToCollection, createCollection, renameCollection } from './mutations/collections.ts';
import { enqueue, mutate } from './outbox.ts';
import { pendingEntries } from './outbox-queries.ts';
import { createSyncRunner, type SyncDeps } from './runner.ts';
import { createSyncLock } from './sync-lock.ts';
import { uploadThrough } from '#tests/utils/tus-network.ts';

/** Signs the server's user in on the device, with a fresh local database. */
async function start(): Promise<SyncServer> {
  await Promise.all(db.tables.map((t) => t.clear()));
  const server = await SyncServer.start();
  const user = { id: server.user.id, slug: server.user.slug, firstName: 'Amina', lastName: 'Diallo', presentation: null, picture: null };
  setSession({ tokenInfo: { token: server.token, refreshToken: 'r', expiresAt: '', username: server.user.email }, user });
  return server;
}

async function setup(server: SyncServer, over: Partial<SyncDeps> = {}) {
  const scheduled: { ms: number; task: () => void }[] = [];
  const refresh = vi.fn(async () => (await server.refresh(), true));
  const fetch = vi.fn(server.fetch);
  const upload = await uploadThrough(fetch);
  const runner = createSyncRunner({
    db,
    fetch,
    upload,
    session: () => ({ userId: server.user.id, token: server.token }),
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

const input = (server: SyncServer, title: string, over: Record<string, unknown> = {}) => v.parse(ArticleInputSchema, articleBody(server.refs, { title, language: 'en', ...over }));
const summary = (id: string): ArticleSummary =>
  ({
    id,
    slug: 's',
    type: 1,
    textType: 0,
    title: 'Gone',
    subTitle: '',
    coverImage: null,
    tribe: [],
    themes: [],
    user: { id, slug: 'u', firstName: 'A', lastName: 'B', presentation: null, picture: null },
    favorite: false,
    language: 'en',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  }) as ArticleSummary;
const names = async (server: SyncServer) => [...(await server.collections()).values()].map((c) => c.name).sort();

describe('sync runner against the real API', () => {
  afterEach(() => setSession(null));

  it('sends oldest first with Idempotency-Key <deviceId>:<seq>, independent edits in one batch', async () => {
    const server = await start();
    const { runner } = await setup(server);
    const one = await createCollection('One');
    const two = await createCollection('Two');
    const seqs = (await pendingEntries(server.user.id)).map((e) => e.seq);
    expect(await runner.trigger()).toBe('done');
    const device = await getDeviceId();
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/batch']);
    expect(server.applied.map((r) => r.key)).toEqual(seqs.map((s) => `${device}:${s}`));
    expect(server.applied.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /api/collections/${one}`, `PUT /api/collections/${two}`]);
    expect(await names(server)).toEqual(['One', 'Two']);
  });

  it('sends a rename made before the first send as one write with the last name', async () => {
    const server = await start();
    const { runner } = await setup(server);
    const id = await createCollection('One');
    await renameCollection(id, 'Two');
    expect(await runner.trigger()).toBe('done');
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /api/collections/${id}`]);
    expect((await server.collections()).get(id)?.name).toBe('Two');
  });

  it('refreshes the token once on a 401 answered inside a batch, then sends it again', async () => {
    const server = await start();
    const { runner, refresh } = await setup(server);
    await createCollection('One');
    await createCollection('Two');
    server.script = ['expireToken'];
    expect(await runner.trigger()).toBe('done');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.received.map((r) => r.path)).toEqual(['/api/batch', '/api/batch']);
    expect(await names(server)).toEqual(['One', 'Two']);
  });

  it('refreshes the token once on a 401 in the middle of the queue, then goes on', async () => {
    const server = await start();
    const { runner, refresh } = await setup(server);
    const id = await createCollection('One');
    await renameCollection(id, 'Sent');
    server.script = ['lostResponse'];
    expect(await runner.trigger()).toBe('waiting');
    await createCollection('Two');
    server.script = ['expireToken'];
    expect(await runner.wake()).toBe('done');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await names(server)).toEqual(['Sent', 'Two']);
  });

  it('sends a rename made after a create whose answer was lost as its own write, after the replay', async () => {
    const server = await start();
    const { runner } = await setup(server);
    const id = await createCollection('First');
    server.script = ['lostResponse'];
    expect(await runner.trigger()).toBe('waiting');
    await renameCollection(id, 'Second');
    await renameCollection(id, 'Third');
    expect(await runner.wake()).toBe('done');
    expect(server.applied.map((a) => a.path)).toEqual([`/api/collections/${id}`, `/api/collections/${id}`]);
    expect(await db.outbox.count()).toBe(0);
    expect((await server.collections()).get(id)?.name).toBe('Third');
  });

  it('settles each item of a batch by its own answer: a refused one is marked, the others applied', async () => {
    const server = await start();
    const { runner } = await setup(server);
    const id = await createCollection('Good');
    await addToCollection(id, summary(newId()));
    await createCollection('After');
    expect(await runner.trigger()).toBe('done');
    expect(server.received).toHaveLength(1);
    const rejected = await db.outbox.where('status').equals('rejected').toArray();
    expect(rejected.map((e) => [e.op.type, e.error?.status])).toEqual([['collection.article.put', 404]]);
    expect(await names(server)).toEqual(['After', 'Good']);
  });

  it('replays a batch whose answer was lost under the same keys: each write applied once', async () => {
    const server = await start();
    const { runner, scheduled } = await setup(server);
    const ids = [await createCollection('A'), await createCollection('B'), await createCollection('C')];
    server.script = ['lostResponse'];
    expect(await runner.trigger()).toBe('waiting');
    await renameCollection(ids[0]!, 'A2');
    scheduled.at(-1)!.task();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(server.received.map((r) => r.path)).toEqual(['/api/batch', '/api/batch']);
    expect(new Set(server.applied.map((r) => r.key)).size).toBe(server.applied.length);
    expect(server.applied).toHaveLength(4);
    expect(await names(server)).toEqual(['A2', 'B', 'C']);
  });

  it(`sends 250 edits in three batches of at most ${BATCH_SIZE}`, async () => {
    const server = await start();
    const { runner } = await setup(server);
    const ids: string[] = [];
    for (let i = 0; i < 250; i++) ids.push(await createCollection(`C${i}`));
    expect(await runner.trigger()).toBe('done');
    expect(server.received.map((r) => r.path)).toEqual(['/api/batch', '/api/batch', '/api/batch']);
    expect(server.applied).toHaveLength(250);
    expect((await server.collections()).size).toBe(250);
  });

  it('backs off on 5xx bursts with growing, capped delays, keeping the entry', async () => {
    const server = await start();
    const { runner, scheduled } = await setup(server);
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
    expect(await names(server)).toEqual(['One']);
  });

  it('a lost answer is replayed under the same key and applied once', async () => {
    const server = await start();
    const { runner, scheduled } = await setup(server);
    const id = await createCollection('Once');
    await addToCollection(id, summary(newId()));
    server.script = ['lostResponse'];
    expect(await runner.trigger()).toBe('waiting');
    scheduled.at(-1)!.task();
    await vi.waitFor(async () => expect(await db.outbox.where('status').equals('pending').count()).toBe(0));
    expect(server.received[0]!.key).toBe(server.received[1]!.key);
    expect(await names(server)).toEqual(['Once']);
  });

  it('marks a permanent 4xx rejected with the server message and goes on with the next entry', async () => {
    const server = await start();
    const { runner } = await setup(server);
    const id = await createCollection('Good');
    await addToCollection(id, summary(newId()));
    await createCollection('After');
    expect(await runner.trigger()).toBe('done');
    const [rejected] = await db.outbox.where('status').equals('rejected').toArray();
    expect(rejected?.op).toMatchObject({ type: 'collection.article.put', id });
    expect(rejected?.error).toMatchObject({ status: 404 });
    expect(rejected?.error?.message.length).toBeGreaterThan(0);
    expect(await names(server)).toEqual(['After', 'Good']);
  });

  it('keeps an article save refused with 409 as a draft holding the server copy', async () => {
    const server = await start();
    const id = newId();
    await server.editElsewhere(id, articleBody(server.refs, { title: 'First version' }));
    await server.editElsewhere(id, articleBody(server.refs, { title: 'Theirs now', baseVersion: 1 }));
    const { runner } = await setup(server);
    await saveArticle(id, input(server, 'Mine, from v1'), 1);
    expect(await runner.trigger()).toBe('done');
    const draft = await db.drafts.get(id);
    expect(draft?.input.title).toBe('Mine, from v1');
    expect(draft?.conflict?.theirs).toMatchObject({ title: 'Theirs now', version: 2 });
    expect(await db.outbox.count()).toBe(0);
    expect(await server.article(id)).toMatchObject({ title: 'Theirs now', version: 2 });
  });

  it('moves later saves of an article onto the version the earlier save made', async () => {
    const server = await start();
    const id = newId();
    await server.editElsewhere(id, articleBody(server.refs, { title: 'Published once' }));
    const { runner } = await setup(server);
    await saveArticle(id, input(server, 'First edit'), 1);
    // The first save's answer is lost: it is in doubt, so the second cannot be merged into it.
    server.script = ['lostResponse'];
    expect(await runner.trigger()).toBe('waiting');
    await saveArticle(id, input(server, 'Second edit'), 1);
    expect(await runner.wake()).toBe('done');
    expect(await server.article(id)).toMatchObject({ title: 'Second edit', version: 3 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('uploads files before the entry naming them, even when queued after it', async () => {
    const server = await start();
    const { runner } = await setup(server);
    const id = newId();
    const fileId = newId();
    await saveArticle(id, input(server, 'With a cover', { coverImage: fileId }));
    await mutate([db.files], async () => {
      // fake-indexeddb cannot keep a Blob (a browser's IndexedDB does): the bytes stand in for it,
      // and fetch sends them the same way.
      await db.files.add({ id: fileId, userId: server.user.id, blob: pngBytes() as unknown as Blob, name: 'cover.png', mime: 'image/png', createdAt: 0 });
      await enqueue({ userId: server.user.id, op: { type: 'file.put', id: fileId }, label: { key: 'sync.op.deleteCollection' } });
    });
    expect(await runner.trigger()).toBe('done');
    // The file goes through the resumable uploader (create, send, finish), then the article.
    const paths = server.received.map((r) => `${r.method} ${r.path}`);
    expect(paths).toHaveLength(4);
    expect(paths.slice(0, 3).map((p) => p.replace(/[0-9a-f]{32}/, ':id'))).toEqual(['POST /api/uploads', 'PATCH /api/uploads/:id', 'POST /api/uploads/:id/finish']);
    expect(paths[3]).toBe(`PUT /api/articles/${id}`);
    expect((await db.files.get(fileId))?.uploaded?.id).toBe(fileId);
    expect(await server.article(id)).toMatchObject({ title: 'With a cover', version: 1 });
  });

  it('waits for the network while signed out and never drains two at once', async () => {
    const server = await start();
    let inside = 0;
    let most = 0;
    const lock = createSyncLock(undefined);
    const { runner } = await setup(server, {
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
    const other = (await setup(server, { lock })).runner;
    await createCollection('A');
    await createCollection('B');
    await Promise.all([runner.trigger(), other.trigger(), runner.trigger()]);
    expect(most).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(server.applied).toHaveLength(2);
    const { runner: signedOut } = await setup(server, { session: () => null });
    expect(await signedOut.trigger()).toBe('signed-out');
  });
});
