import type { ArticleSummary } from '#api/schemas/article.ts';
import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { rememberArticle, toSummary } from '#web/db/kept-articles.ts';
import { api, ApiRequestError, readResponse } from '#web/lib/api-client.ts';
import { currentSession } from '#web/lib/session.ts';
import { mediaInProgress, pullProgress } from './progress.ts';
import { startPositionOf } from './progress-rules.ts';

/** How many episodes and videos "continue listening" shows. */
export const CONTINUE_LISTENING_MAX = 6;

/** One episode or video in progress, for "continue listening". */
export interface InProgressItem {
  article: ArticleSummary;
  /** Seconds reached, and the medium's length. */
  position: number;
  duration: number;
  updatedAt: string;
}

/**
 * The current user's episodes and videos started and not finished, most recently moved first,
 * read from the device alone (so it works offline; follow it in a live query). A position whose
 * article is not kept here is left out until `refreshContinueListening` fetches the article.
 */
export async function continueListening(limit = CONTINUE_LISTENING_MAX, database: TribesDb = defaultDb): Promise<InProgressItem[]> {
  const rows = (await mediaInProgress(database)).filter((r) => r.duration !== null && startPositionOf(r, r.duration ?? undefined) > 0);
  const kept = await database.articles.bulkGet(rows.map((r) => r.articleId));
  const items: InProgressItem[] = [];
  rows.forEach((row, i) => {
    const article = kept[i]?.deletedAt ? undefined : kept[i]?.detail.article;
    if (!article || (article.type !== 2 && article.type !== 3)) return;
    items.push({ article: toSummary(article), position: row.position, duration: row.duration!, updatedAt: row.updatedAt });
  });
  return items.slice(0, limit);
}

/**
 * Online, signed in: brings the newest positions from the server (another device's listening),
 * then keeps the articles of those not known here, so `continueListening` can show them (and
 * they open offline). Network failures leave the device's list as it is.
 */
export async function refreshContinueListening(limit = CONTINUE_LISTENING_MAX, database: TribesDb = defaultDb): Promise<void> {
  if (!currentSession()) return;
  await pullProgress({ pages: 1 }, database);
  const rows = (await mediaInProgress(database)).slice(0, limit * 2);
  const kept = await database.articles.bulkGet(rows.map((r) => r.articleId));
  const missing = rows.filter((_, i) => !kept[i]).slice(0, limit);
  for (const row of missing) {
    try {
      await rememberArticle(await readResponse(api.articles[':id'].$get({ param: { id: row.articleId } })), database);
    } catch (error) {
      // A deleted article is simply not shown; anything else (offline) ends the refresh.
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }
  }
}
