import { Dexie } from 'dexie';
import { NotificationStore } from '#sw/notification-store.ts';
import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { forgetSet } from '#web/sync/kept-media/free-kept.ts';

const RECORDING = 'recording:';
const PUBLISHED = 'published:';

/** Whether a `meta` row belongs to `userId`: named after it, held for it, or about one of its drafts. */
function isAccountMeta(row: { key: string; value: unknown }, userId: string, draftIds: ReadonlySet<string>): boolean {
  if (row.key.includes(userId)) return true;
  if ((row.value as { userId?: unknown } | null)?.userId === userId) return true;
  return row.key.startsWith(PUBLISHED) && draftIds.has(row.key.slice(PUBLISHED.length));
}

/**
 * Clears what this device keeps of one account (issue #30, the remote wipe): its kept sets and
 * their media (what another account's set also keeps stays), its drafts, recordings and picked
 * files, its unsent edits, collections, positions, resumable uploads, comment drafts, follows and
 * notifications. Another account's data on the device is not touched; public things that are not
 * the account's (the app, images seen) stay.
 */
export async function wipeAccount(userId: string, database: TribesDb = defaultDb, notifications = new NotificationStore()): Promise<void> {
  const sets = await database.offlineSets.where('userId').equals(userId).toArray();
  for (const set of sets) await forgetSet(set.key);
  const keptByOthers = new Set((await database.offlineSets.toArray()).flatMap((s) => s.articleIds));
  const keptArticles = [...new Set(sets.flatMap((s) => s.articleIds))].filter((id) => !keptByOthers.has(id));

  const draftIds = new Set(await database.drafts.where('userId').equals(userId).primaryKeys());
  const meta = await database.meta.toArray();
  const metaKeys = meta.filter((row) => isAccountMeta(row, userId, draftIds)).map((row) => row.key);
  const recordingIds = metaKeys.filter((key) => key.startsWith(RECORDING)).map((key) => key.slice(RECORDING.length));

  const tables = [
    database.outbox,
    database.drafts,
    database.files,
    database.collections,
    database.progress,
    database.tusUploads,
    database.recordings,
    database.articles,
    database.threads,
    database.meta,
  ];
  await database.transaction('rw', tables, async () => {
    await database.outbox.where('[userId+status]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).delete();
    await database.drafts.bulkDelete([...draftIds]);
    await database.files.where('userId').equals(userId).delete();
    await database.collections.where('userId').equals(userId).delete();
    await database.progress.where('[userId+articleId]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).delete();
    await database.tusUploads.where('fingerprint').startsWith(`${userId}:`).delete();
    await database.recordings.where('id').anyOf(recordingIds).delete();
    await database.articles.bulkDelete(keptArticles);
    await database.threads.bulkDelete(keptArticles);
    await database.meta.bulkDelete(metaKeys);
  });
  await notifications.items.where('[userId+at]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).delete();
}
