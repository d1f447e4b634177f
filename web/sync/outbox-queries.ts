import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { namedFileIdsOf, savedArticleIdOf, uploadIdOf } from '#web/db/operations.ts';
import type { OutboxEntry } from '#web/db/local-rows.ts';

/**
 * Named reads of the outbox: the only way code outside `web/sync` learns what is queued. Each is
 * a plain Dexie read, so it also works inside `liveQuery` / `useLiveQuery` and re-runs on change.
 */

// One status is one key range (read with a single getAll, in `seq` order: index ties go by primary
// key); `anyOf` walks a cursor entry by entry, which a drain of thousands of edits feels each round.
const byUser = (database: TribesDb, userId: string, ...statuses: OutboxEntry['status'][]) =>
  statuses.length === 1 ? database.outbox.where('[userId+status]').equals([userId, statuses[0]!]) : database.outbox.where('[userId+status]').anyOf(statuses.map((status) => [userId, status]));

/** Pending entries of one user, oldest first. */
export async function pendingEntries(userId: string, database: TribesDb = defaultDb): Promise<OutboxEntry[]> {
  return byUser(database, userId, 'pending').sortBy('seq');
}

/** How many of the user's changes wait to be sent. */
export async function pendingCount(userId: string, database: TribesDb = defaultDb): Promise<number> {
  return byUser(database, userId, 'pending').count();
}

/** The user's pending and refused entries, oldest first (the sync panel). */
export async function userOutbox(userId: string, database: TribesDb = defaultDb): Promise<{ pending: OutboxEntry[]; rejected: OutboxEntry[] }> {
  const all = await byUser(database, userId, 'pending', 'rejected').sortBy('seq');
  return { pending: all.filter((e) => e.status === 'pending'), rejected: all.filter((e) => e.status === 'rejected') };
}

/** How many article saves (publishes) of the user wait to be sent. */
export async function pendingPublishCount(userId: string, database: TribesDb = defaultDb): Promise<number> {
  return byUser(database, userId, 'pending')
    .filter((e) => e.op.type === 'article.put')
    .count();
}

/** Ids of the articles the user deleted here whose deletion waits to be sent: lists hide them until the server agrees. */
export async function pendingArticleDeletes(userId: string, database: TribesDb = defaultDb): Promise<Set<string>> {
  const entries = await byUser(database, userId, 'pending').toArray();
  return new Set(entries.flatMap((e) => (e.op.type === 'article.delete' ? [e.op.id] : [])));
}

/** The user's queued and refused saves of one article, oldest first. */
export async function articleSaves(userId: string, articleId: string, database: TribesDb = defaultDb): Promise<OutboxEntry[]> {
  return byUser(database, userId, 'pending', 'rejected')
    .filter((e) => savedArticleIdOf(e.op) === articleId)
    .sortBy('seq');
}

/** Whether any entry (of any user) still uploads file `id`: its local bytes must stay. */
export async function isUploadQueued(id: string, database: TribesDb = defaultDb): Promise<boolean> {
  return (await database.outbox.filter((e) => uploadIdOf(e.op) === id).count()) > 0;
}

/** Whether a queued entry (a publish, a profile) names file `id`: its upload is still needed. */
export async function isNamedByQueued(id: string, database: TribesDb = defaultDb): Promise<boolean> {
  return (await database.outbox.filter((e) => namedFileIdsOf(e.op).includes(id)).count()) > 0;
}

/** Ids of the files the user's pending entries upload. */
export async function pendingUploadIds(userId: string, database: TribesDb = defaultDb): Promise<Set<string>> {
  const entries = await byUser(database, userId, 'pending').toArray();
  return new Set(entries.map((e) => uploadIdOf(e.op)).filter((id): id is string => id !== undefined));
}

/** The oldest entry, except that uploads of files it names go before it (architecture.md §4). */
export function pickNext(pending: readonly OutboxEntry[]): OutboxEntry | undefined {
  const first = pending[0];
  const named = first ? namedFileIdsOf(first.op) : [];
  if (!first || named.length === 0) return first;
  return pending.find((e) => named.includes(uploadIdOf(e.op) ?? '')) ?? first;
}

/** The user's profile edits still waiting to be sent: the last details and the last picture's bytes. */
export interface PendingProfile {
  details?: { presentation: string; phoneNumber: string };
  picture?: Blob;
}

/** What the user's pending `profile.put` entries will make of the profile, for showing it before the send. */
export async function pendingProfile(userId: string, database: TribesDb = defaultDb): Promise<PendingProfile> {
  const pending: PendingProfile = {};
  let pictureId: string | undefined;
  for (const { op } of await pendingEntries(userId, database)) {
    if (op.type !== 'profile.put') continue;
    if ('picture' in op.body) pictureId = op.body.picture;
    else pending.details = op.body;
  }
  if (pictureId) pending.picture = (await database.files.get(pictureId))?.blob;
  return pending;
}
