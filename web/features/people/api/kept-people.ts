import type { ArticleSummary } from '#api/schemas/article.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import type { User } from '#api/schemas/user.ts';
import { db } from '#web/db/database.ts';
import { keptFeedPage } from '#web/db/kept-articles.ts';

/** Offline: an author known from the articles kept on this device. */
export async function keptAuthor(slug: string): Promise<User | undefined> {
  const row = await db.articles.filter((r) => !r.deletedAt && r.detail.article.user.slug === slug).first();
  return row?.detail.article.user;
}

/** Offline: one page of an author's kept articles, newest first. */
export async function keptAuthorArticles(userId: string, offset: number, limit: number): Promise<ListResponse<ArticleSummary> | undefined> {
  const all = await keptFeedPage({ userId }, Number.MAX_SAFE_INTEGER);
  if (all.total === 0) return undefined;
  return { items: all.items.slice(offset, offset + limit), total: all.total, nextCursor: null };
}
