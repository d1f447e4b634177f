import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { pngBytes } from '#tests/utils/media-fixtures.ts';
import { SyncServer } from '#tests/utils/sync-server.ts';
import { uploadThrough } from '#tests/utils/tus-network.ts';
import { createCollection } from './mutations/collections.ts';
import { enqueue } from './outbox.ts';
import { pendingEntries } from './outbox-queries.ts';
import { createSyncRunner, type SyncDeps } from './runner.ts';
import { createSyncLock } from './sync-lock.ts';

/**
 * The lost wake-up of issue #25: a wake (the `online` event, the tab shown, a new entry) that lands
 * while an attempt is failing must not leave the queue to the backoff that attempt schedules (up
 * to a minute). The runner's backoff runs on real `setTimeout`, faked here: no timer is ever run,
 * so whatever is sent, is sent at once. (Only `setTimeout` is faked: fake-indexeddb runs on `setImmediate`.)
 */
async function start(): Promise<SyncServer> {
  await Promise.all(db.tables.map((t) => t.clear()));
  const server = await SyncServer.start();
  const user = { id: server.user.id, slug: server.user.slug, firstName: 'Amina', lastName: 'Diallo', presentation: null, picture: null };
  setSession({ tokenInfo: { token: server.token, refreshToken: 'r', expiresAt: '', username: server.user.email }, user });
  return server;
}

async function setup(server: SyncServer, over: (runner: () => ReturnType<typeof createSyncRunner>) => Partial<SyncDeps>) {
  const fetch = vi.fn(server.fetch);
  const upload = await uploadThrough(fetch);
  /** Backoff waits scheduled and neither run nor cancelled. */
  const backoffs = new Set<ReturnType<typeof setTimeout>>();
  const runner: ReturnType<typeof createSyncRunner> = createSyncRunner({
    db,
    fetch,
    upload,
    session: () => ({ userId: server.user.id, token: server.token }),
    refresh: async () => (await server.refresh(), true),
    lock: createSyncLock(undefined),
    random: () => 0,
    now: Date.now,
    schedule: (task, ms) => {
      const timer = setTimeout(() => (backoffs.delete(timer), task()), ms);
      backoffs.add(timer);
      return () => (backoffs.delete(timer), clearTimeout(timer));
    },
    ...over(() => runner),
  });
  return { runner, backoffs };
}

describe('sync runner: a wake during a failing attempt (issue #25)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    setSession(null);
  });

  it('an upload cut as the network comes back goes again at once, not after its backoff', async () => {
    const server = await start();
    let woke: Promise<unknown> | null = null;
    const { runner, backoffs } = await setup(server, (runner) => ({
      upload: vi.fn(async (job, token) => {
        if (!woke) {
          // The `online` event lands while this upload is failing (a cut connection).
          woke = runner().wake();
          return null;
        }
        return real(job, token);
      }),
    }));
    const real = await uploadThrough(vi.fn(server.fetch));
    const fileId = newId();
    await db.files.add({ id: fileId, userId: server.user.id, blob: pngBytes() as unknown as Blob, name: 'cover.png', mime: 'image/png', createdAt: 0 });
    await enqueue({ userId: server.user.id, op: { type: 'file.put', id: fileId }, label: { key: 'sync.op.uploadFile', values: { name: 'cover.png' } } });

    await runner.trigger();
    await woke;
    expect((await db.files.get(fileId))?.uploaded?.id).toBe(fileId);
    expect(await pendingEntries(server.user.id)).toHaveLength(0);
    expect(backoffs.size).toBe(0);
  });

  it('a JSON write that fails as the network comes back goes again at once', async () => {
    const server = await start();
    let woke: Promise<unknown> | null = null;
    const { runner, backoffs } = await setup(server, (runner) => ({
      fetch: vi.fn(async (path: string, init: RequestInit) => {
        if (!woke) {
          woke = runner().wake();
          throw new TypeError('Failed to fetch');
        }
        return server.fetch(path, init);
      }),
    }));
    await createCollection('Back online');
    await runner.trigger();
    await woke;
    expect(await pendingEntries(server.user.id)).toHaveLength(0);
    expect([...(await server.collections()).values()].map((c) => c.name)).toEqual(['Back online']);
    expect(backoffs.size).toBe(0);
  });

  it('a wake while still offline costs one more attempt, then waits for the backoff (no loop)', async () => {
    const server = await start();
    let attempts = 0;
    const { runner, backoffs } = await setup(server, (runner) => ({
      fetch: vi.fn(async () => {
        attempts += 1;
        if (attempts === 1) void runner().wake();
        throw new TypeError('Failed to fetch');
      }),
    }));
    await createCollection('Still offline');
    expect(await runner.trigger()).toBe('waiting');
    expect(attempts).toBe(2);
    expect(backoffs.size).toBe(1);
    expect(await pendingEntries(server.user.id)).toHaveLength(1);
  });
});
