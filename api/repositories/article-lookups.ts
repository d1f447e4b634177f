import type { DB } from '../db/connection.ts';
import type { StoredFile } from '../schemas/file.ts';
import type { Theme } from '../schemas/theme.ts';
import type { Tribe } from '../schemas/tribe.ts';
import { findFilesByIds } from './files.ts';

/**
 * Batch loaders behind article lists: each takes every id of a page at once, so a page costs the
 * same handful of queries whatever its size (never one query per article).
 */

/** Files by id, through the files repository's one mapping to api.md's File. */
export async function filesByIds(db: DB, ids: Iterable<string | null | undefined>): Promise<Map<string, StoredFile>> {
  const wanted = [...ids].filter((id): id is string => typeof id === 'string');
  return wanted.length ? findFilesByIds(db, wanted) : new Map();
}

function groupBy<T extends { article_id: string }, V>(rows: T[], toValue: (row: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const list = groups.get(row.article_id);
    if (list) list.push(toValue(row));
    else groups.set(row.article_id, [toValue(row)]);
  }
  return groups;
}

export async function tribesByArticle(db: DB, articleIds: string[]): Promise<Map<string, Tribe[]>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('article_tribes')
    .innerJoin('tribes', 'tribes.id', 'article_tribes.tribe_id')
    .select(['article_tribes.article_id', 'tribes.id', 'tribes.name'])
    .where('article_tribes.article_id', 'in', articleIds)
    .orderBy('tribes.name')
    .execute();
  return groupBy(rows, (r) => ({ id: r.id, name: r.name }));
}

export async function themesByArticle(db: DB, articleIds: string[]): Promise<Map<string, Theme[]>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('article_themes')
    .innerJoin('themes', 'themes.id', 'article_themes.theme_id')
    .select(['article_themes.article_id', 'themes.id', 'themes.title', 'themes.title_en', 'themes.code'])
    .where('article_themes.article_id', 'in', articleIds)
    .orderBy('themes.position')
    .orderBy('themes.id')
    .execute();
  return groupBy(rows, (r) => ({ id: r.id, title: r.title, title_en: r.title_en, code: r.code }));
}

/** Which of these articles are in the viewer's default collection (their `favorite` flag). */
export async function favoriteArticleIds(db: DB, viewerId: string | null, articleIds: string[]): Promise<Set<string>> {
  if (!viewerId || articleIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('collection_articles')
    .innerJoin('collections', 'collections.id', 'collection_articles.collection_id')
    .select('collection_articles.article_id')
    .where('collections.user_id', '=', viewerId)
    .where('collections.is_default', '=', 1)
    .where('collections.deleted_at', 'is', null)
    .where('collection_articles.article_id', 'in', articleIds)
    .execute();
  return new Set(rows.map((r) => r.article_id));
}
