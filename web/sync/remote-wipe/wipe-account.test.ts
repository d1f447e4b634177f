import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationStore } from '#sw/notification-store.ts';
import { db } from '#web/db/database.ts';
import type { OfflineSetRow, OutboxEntry } from '#web/db/local-rows.ts';
import { wipeAccount } from './wipe-account.ts';

const LOST = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);
const blob = new Blob(['x']);
const set = (key: string, userId: string, articleIds: string[]): OfflineSetRow => ({ key, kind: 'collection', targetId: key, userId, articleIds, urls: [], bytes: 0, status: 'ready', savedAt: 1 });
const outbox = (userId: string): Omit<OutboxEntry, 'seq'> => ({
  userId,
  op: { type: 'follow.put', kind: 'users', id: 'c'.repeat(32) },
  label: { key: 'follows.op.follow', values: { name: 'x' } },
  status: 'pending',
  attempts: 0,
  createdAt: 1,
});
const article = (id: string) => ({ id, keptAt: 1, createdAt: '2026-01-01', type: 1, tribeIds: [], themeIds: [], userId: 'z', detail: {} }) as never;

/** One of everything the device keeps for `userId`. */
async function keepFor(userId: string, n: number) {
  await db.offlineSets.put(set(`collection:${userId}`, userId, [`art-${n}`, 'art-shared']));
  await db.articles.bulkPut([article(`art-${n}`), article('art-shared')]);
  await db.threads.put({ articleId: `art-${n}`, sort: 'oldest', page: { items: [] }, keptAt: 1 } as never);
  await db.outbox.add(outbox(userId) as OutboxEntry);
  await db.drafts.put({ id: `draft-${n}`, userId, input: {} as never, updatedAt: 1 });
  await db.files.put({ id: `file-${n}`, userId, blob, name: 'a.webm', mime: 'audio/webm', createdAt: 1 });
  await db.collections.put({ id: `col-${n}`, userId } as never);
  await db.progress.put({ userId, articleId: `art-${n}`, kind: 'audio', position: 3, duration: 10, finished: false, updatedAt: '2026-01-01' });
  await db.tusUploads.put({ key: `tus-${n}`, fingerprint: `${userId}:file-${n}:1`, size: 1, metadata: {}, creationTime: '', uploadUrl: null, parallelUploadUrls: null });
  await db.recordings.put({ id: `rec-${n}`, seq: 0, blob, mime: 'audio/webm', at: 1 });
  await db.meta.bulkPut([
    { key: `recording:rec-${n}`, value: { id: `rec-${n}`, userId, draftId: `draft-${n}` } },
    { key: `published:draft-${n}`, value: { updatedAt: 1, title: 't' } },
    { key: `commentDraft:${userId}:art-${n}`, value: { input: {} } },
    { key: `followed:${userId}`, value: ['users:x'] },
  ]);
}

describe('the remote wipe of one account (issue #30)', () => {
  const notifications = new NotificationStore('wipe-test-notifications');
  beforeEach(async () => {
    await Promise.all([...db.tables.map((t) => t.clear()), notifications.items.clear()]);
    await db.meta.put({ key: 'deviceId', value: 'device-1' });
    await keepFor(LOST, 1);
    await keepFor(OTHER, 2);
    for (const userId of [LOST, OTHER])
      await notifications.keepPushed({ userId, id: userId === LOST ? 1 : 2, kind: 'comment', at: '2026-11-28T10:00:00.000Z', pushed: { title: 't', body: 'b', url: '/' } });
  });

  it('clears everything the device keeps for the account, and nothing of another account', async () => {
    await wipeAccount(LOST, db, notifications);
    const ids = async (table: { toCollection(): { primaryKeys(): Promise<unknown[]> } }) => (await table.toCollection().primaryKeys()).map(String).sort();
    expect(await ids(db.offlineSets)).toEqual([`collection:${OTHER}`]);
    // An article another account's set also keeps stays.
    expect(await ids(db.articles)).toEqual(['art-2', 'art-shared']);
    expect(await ids(db.threads)).toEqual(['art-2']);
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual([OTHER]);
    expect(await ids(db.drafts)).toEqual(['draft-2']);
    expect(await ids(db.files)).toEqual(['file-2']);
    expect(await ids(db.collections)).toEqual(['col-2']);
    expect((await db.progress.toArray()).map((p) => p.userId)).toEqual([OTHER]);
    expect(await ids(db.tusUploads)).toEqual(['tus-2']);
    expect((await db.recordings.toArray()).map((r) => r.id)).toEqual(['rec-2']);
    expect(await ids(db.meta)).toEqual([`commentDraft:${OTHER}:art-2`, 'deviceId', `followed:${OTHER}`, 'published:draft-2', 'recording:rec-2']);
    expect((await notifications.items.toArray()).map((n) => n.userId)).toEqual([OTHER]);
  });
});
