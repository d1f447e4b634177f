import type { ArticleSummary } from '#api/schemas/article.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { keptFeedPage } from '#web/db/kept-articles.ts';

/** Offline: one page of an author's kept articles, newest first. */
export async function keptAuthorArticles(userId: string, offset: number, limit: number): Promise<ListResponse<ArticleSummary> | undefined> {
  const all = await keptFeedPage({ userId }, Number.MAX_SAFE_INTEGER);
  if (all.total === 0) return undefined;
  return { items: all.items.slice(offset, offset + limit), total: all.total, nextCursor: null };
}
