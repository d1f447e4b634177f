import type { Progress } from '#api/schemas/progress.ts';
import { LIST_LIMIT_MAX } from '#api/schemas/list.ts';
import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import type { ProgressRow } from '#web/db/local-rows.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { currentSession } from '#web/lib/session.ts';
import { enqueue, mutate } from './outbox.ts';
import { isSendable, newestOf, normalizeMark, rowOfProgress, type ProgressMark } from './progress-rules.ts';

/** How long opening an article waits for the server's position before starting from this device's. */
export const RESUME_WAIT_MS = 3000;

/** The user positions are stored under: the signed-in user, or `''` on a device signed out. */
const currentUserId = () => currentSession()?.user.id ?? '';

/** The article a position belongs to, as the player or reader knows it. */
export interface ProgressTarget {
  id: string;
  title: string;
  kind: ProgressRow['kind'];
}

/**
 * Records where the reader is in an article: the local row at once, and for a signed-in user a
 * `progress.put` in the outbox in the same transaction. Superseding rule (kept apart from the
 * runner's general coalescing): a position not sent yet of the same article is dropped, so at most
 * one waits per article, always the newest. One that is being sent at that moment still arrives;
 * the newer follows it and wins on the server by `updatedAt`. Answers the stored row.
 */
export async function recordProgress(target: ProgressTarget, mark: ProgressMark, database: TribesDb = defaultDb, now = Date.now()): Promise<ProgressRow> {
  const userId = currentUserId();
  const row: ProgressRow = { userId, articleId: target.id, kind: target.kind, ...normalizeMark(target.kind, mark), updatedAt: new Date(now).toISOString() };
  await mutate(
    [database.progress],
    async () => {
      await database.progress.put(row);
      if (!userId || !isSendable(row.kind, row)) return;
      await database.outbox
        .where('[userId+status]')
        .equals([userId, 'pending'])
        .filter((e) => e.op.type === 'progress.put' && e.op.articleId === target.id)
        .delete();
      const body = { position: row.position, duration: row.duration, finished: row.finished, updatedAt: row.updatedAt };
      await enqueue({ userId, op: { type: 'progress.put', articleId: target.id, body }, label: { key: 'sync.op.progress', values: { title: target.title } } }, database);
    },
    database,
  );
  return row;
}

/** This device's position in an article for the current user (else one recorded signed out here). */
export async function localProgress(articleId: string, userId = currentUserId(), database: TribesDb = defaultDb): Promise<ProgressRow | undefined> {
  const own = await database.progress.get([userId, articleId]);
  if (own || !userId) return own;
  return database.progress.get(['', articleId]);
}

async function kindOf(userId: string, p: Progress, database: TribesDb): Promise<ProgressRow['kind']> {
  const local = await database.progress.get([userId, p.articleId]);
  if (local) return local.kind;
  if (p.duration === null) return 'text';
  return (await database.articles.get(p.articleId))?.type === 3 ? 'video' : 'audio';
}

/** Stores server positions that are newer than this device's; answers how many were taken. */
export async function mergeServerProgress(userId: string, items: Progress[], database: TribesDb = defaultDb): Promise<number> {
  let taken = 0;
  for (const p of items) {
    const local = await database.progress.get([userId, p.articleId]);
    if (newestOf(local, p) !== p) continue;
    await database.progress.put(rowOfProgress(userId, p, await kindOf(userId, p, database)));
    taken += 1;
  }
  return taken;
}

/**
 * Brings the signed-in user's positions from the server (newest first), stopping after `pages`
 * pages, or as soon as `articleId` is found or the list reaches positions older than `since`
 * (nothing after that can be newer). Throws `NetworkError` offline.
 */
export async function pullProgress(options: { pages?: number; articleId?: string; since?: string } = {}, database: TribesDb = defaultDb): Promise<void> {
  const userId = currentSession()?.user.id;
  if (!userId) return;
  const since = options.since ? Date.parse(options.since) : -Infinity;
  for (let page = 0; page < (options.pages ?? 1); page += 1) {
    const query = { limit: String(LIST_LIMIT_MAX), offset: String(page * LIST_LIMIT_MAX) };
    const answer = await readResponse(api.progress.$get({ query }));
    await mergeServerProgress(userId, answer.items, database);
    const last = answer.items.at(-1);
    const found = options.articleId !== undefined && answer.items.some((p) => p.articleId === options.articleId);
    if (found || !last || Date.parse(last.updatedAt) < since || (page + 1) * LIST_LIMIT_MAX >= answer.total) return;
  }
}

/**
 * Where to resume an article on open: the newest of this device's position and the server's
 * (fetched when signed in and reachable; offline the local one stands).
 */
export async function resumeProgress(articleId: string, database: TribesDb = defaultDb): Promise<ProgressRow | undefined> {
  const local = await localProgress(articleId, currentUserId(), database);
  if (currentSession()) {
    // Newest first: with a local position the pull stops at it (nothing older can win); without
    // one, the 100 most recently moved positions are looked through (another device's listening
    // is among them). A network that neither answers nor fails (lie-fi) is not waited for.
    const pulled = pullProgress({ pages: local ? 20 : 2, articleId, since: local?.updatedAt }, database).catch(() => undefined);
    await Promise.race([pulled, new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]);
  }
  return localProgress(articleId, currentUserId(), database);
}

/** Whether the current user finished an article (≥ 95 % or played to the end). */
export async function isFinished(articleId: string, database: TribesDb = defaultDb): Promise<boolean> {
  return (await localProgress(articleId, currentUserId(), database))?.finished ?? false;
}

const rowsOf = (userId: string, database: TribesDb) => database.progress.where('[userId+articleId]').between([userId, ''], [userId, '\uffff']).toArray();

/**
 * Ids of the articles finished by the current user (here, or on another device once pulled) or
 * on this device while signed out, as `isFinished` reads them: for removing finished downloads.
 */
export async function finishedArticleIds(database: TribesDb = defaultDb): Promise<Set<string>> {
  const userId = currentUserId();
  const own = await rowsOf(userId, database);
  const ownIds = new Set(own.map((r) => r.articleId));
  const device = userId ? (await rowsOf('', database)).filter((r) => !ownIds.has(r.articleId)) : [];
  return new Set([...own, ...device].filter((r) => r.finished).map((r) => r.articleId));
}

/** The current user's unfinished positions in episodes and videos, most recently moved first. */
export async function mediaInProgress(database: TribesDb = defaultDb): Promise<ProgressRow[]> {
  const userId = currentUserId();
  const rows = await database.progress.where('[userId+updatedAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray();
  return rows.filter((r) => !r.finished && r.kind !== 'text' && r.position > 0);
}
