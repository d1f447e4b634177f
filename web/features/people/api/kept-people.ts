import type { ArticleSummary } from '#api/schemas/article.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { keptFeedPage } from '#web/db/kept-articles.ts';

/**
 * Offline: one page of an author's kept articles, newest first. Like the server's lists, a page
 * says whether another follows by its `nextCursor` (here the next offset; the list pages by offset).
 */
export async function keptAuthorArticles(userId: string, offset: number, limit: number): Promise<FeedList<ArticleSummary> | undefined> {
  const all = await keptFeedPage({ userId }, Number.MAX_SAFE_INTEGER);
  if (all.total === 0) return undefined;
  const next = offset + limit;
  return { items: all.items.slice(offset, next), total: all.total, nextCursor: next < all.total ? String(next) : null };
}
