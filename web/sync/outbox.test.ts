import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '#web/lib/session.ts';
import { createCollection, renameCollection } from './mutations/collections.ts';
import { enqueue, mutate, retryEntry } from './outbox.ts';
import { pendingEntries } from './outbox-queries.ts';
import { db } from '#web/db/database.ts';
import { StorageFullError } from '#web/db/storage-full.ts';

const USER = 'c'.repeat(32);

describe('outbox writes', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    setSession({ tokenInfo: { token: 't', refreshToken: 'r', expiresAt: '', username: 'a@b.org' }, user: { id: USER, slug: 'a', firstName: 'A', lastName: 'B', presentation: null, picture: null } });
  });
  afterEach(() => setSession(null));

  it('writes the local row and its outbox entry together', async () => {
    const id = await createCollection('  Trips  ');
    expect((await db.collections.get(id))?.name).toBe('Trips');
    const [entry] = await pendingEntries(USER);
    expect(entry).toMatchObject({ op: { type: 'collection.put', id, body: { name: 'Trips' } }, status: 'pending' });
  });

  it('writes neither when the transaction fails half way', async () => {
    await expect(
      mutate([db.collections], async () => {
        await db.collections.add({ id: 'x'.repeat(32), userId: USER, name: 'Half', isDefault: false, articleCount: 0, articles: [], updatedAt: '', removedIds: [] });
        await enqueue({ userId: USER, op: { type: 'collection.put', id: 'x'.repeat(32), body: { name: 'Half' } }, label: { key: 'sync.op.deleteCollection' } });
        throw new Error('crash after both writes');
      }),
    ).rejects.toThrow('crash');
    expect(await db.collections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reports a full disk as StorageFullError and keeps the edits already pending', async () => {
    const id = await createCollection('Kept');
    const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    await expect(
      mutate([db.collections], async () => {
        await db.collections.update(id, { name: 'Lost' });
        throw full;
      }),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect((await db.collections.get(id))?.name).toBe('Kept');
    expect(await pendingEntries(USER)).toHaveLength(1);
  });

  it('refuses an invalid name before writing anything', async () => {
    const id = await createCollection('Ok');
    await expect(renameCollection(id, '   ')).rejects.toThrow();
    expect(await pendingEntries(USER)).toHaveLength(1);
  });

  it('retries a rejected entry under a new sequence number, at the end of the queue', async () => {
    await createCollection('First');
    await createCollection('Second');
    const [first] = await pendingEntries(USER);
    await db.outbox.update(first!.seq, { status: 'rejected', error: { status: 422, code: 'x', message: 'no' } });
    await retryEntry(first!.seq);
    const pending = await pendingEntries(USER);
    expect(pending.map((e) => (e.op.type === 'collection.put' ? e.op.body.name : e.op.type))).toEqual(['Second', 'First']);
    expect(pending[1]!.seq).toBeGreaterThan(first!.seq);
    expect(pending[1]!.error).toBeUndefined();
  });
});
