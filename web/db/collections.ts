import type { ArticleSummary } from '#api/schemas/article.ts';
import type { Collection } from '#api/schemas/collection.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import type { CollectionRow } from './local-rows.ts';

/** A user's collections as kept here: the default one (Favorites) first, then by name. */
export async function userCollections(userId: string, database: TribesDb = defaultDb): Promise<CollectionRow[]> {
  const rows = await database.collections.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
}

/** The user's Favorites collection, when the device has seen it. */
export async function favoritesCollection(userId: string, database: TribesDb = defaultDb): Promise<CollectionRow | undefined> {
  return (await database.collections.where('userId').equals(userId).toArray()).find((c) => c.isDefault);
}

/**
 * Whether an article is in a collection, from what the device knows: listed → yes; removed here →
 * no; the list is complete → no; otherwise the server's flag for it (`fallback`, e.g. `favorite`).
 */
export function isInCollection(row: CollectionRow | undefined, articleId: string, fallback = false): boolean {
  if (!row) return fallback;
  if (row.articles.some((a) => a.id === articleId)) return true;
  if (row.removedIds.includes(articleId)) return false;
  if (row.articles.length >= row.articleCount) return false;
  return fallback;
}

/** The row for a collection as the server sent it (no local changes on top). */
export function collectionRowOf(userId: string, collection: Collection): CollectionRow {
  return { ...collection, userId, removedIds: [] };
}

/** `row` with `article` added first (newest first, as the server lists them). */
export function withArticle(row: CollectionRow, article: ArticleSummary, now: string): CollectionRow {
  const present = isInCollection(row, article.id);
  return {
    ...row,
    articles: [article, ...row.articles.filter((a) => a.id !== article.id)],
    articleCount: present ? row.articleCount : row.articleCount + 1,
    removedIds: row.removedIds.filter((id) => id !== article.id),
    updatedAt: now,
  };
}

/** `row` without `articleId`; `wasMember` says whether it was there (for the count). */
export function withoutArticle(row: CollectionRow, articleId: string, wasMember: boolean, now: string): CollectionRow {
  return {
    ...row,
    articles: row.articles.filter((a) => a.id !== articleId),
    articleCount: wasMember ? Math.max(0, row.articleCount - 1) : row.articleCount,
    removedIds: row.removedIds.includes(articleId) ? row.removedIds : [...row.removedIds, articleId],
    updatedAt: now,
  };
}
