import { COMMENT_PAGE_MAX, type CommentPage } from '#api/schemas/comments.ts';

/** Top-level comments of a thread kept on the device (issue #28: "first 50 comments"). */
export const KEPT_THREAD_COMMENTS = COMMENT_PAGE_MAX;
import { db as defaultDb, type TribesDb } from './database.ts';

/**
 * Keeps the first page of an article's thread (oldest first, at most `KEPT_THREAD_COMMENTS`
 * top-level comments) as the server last sent it, so the story shows its discussion offline
 * (issue #28: "a kept article or collection also keeps its thread"). Never throws: a full disk
 * only means the thread is not kept.
 */
export async function rememberThread(articleId: string, page: CommentPage, database: TribesDb = defaultDb, now = Date.now()): Promise<void> {
  try {
    await database.threads.put({ articleId, sort: 'oldest', page: { items: page.items.slice(0, KEPT_THREAD_COMMENTS), total: page.total, nextCursor: page.nextCursor }, keptAt: now });
  } catch {
    // QuotaExceededError or a blocked database: reading online goes on.
  }
}

/** The kept first page of an article's thread, or undefined when none was kept here. */
export async function keptThread(articleId: string, database: TribesDb = defaultDb): Promise<CommentPage | undefined> {
  return (await database.threads.get(articleId))?.page;
}

/** Frees the kept thread of an article (with the article itself). */
export async function forgetThread(articleId: string, database: TribesDb = defaultDb): Promise<void> {
  await database.threads.delete(articleId);
}
