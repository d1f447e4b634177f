import type { Article, ArticleDetail, ArticleSummary } from '#api/schemas/article.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import type { User } from '#api/schemas/user.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import { dropPassedArticle, passedArticles } from './passed-articles.ts';
import type { ArticleRow } from './local-rows.ts';
import { followKey } from '#web/sync/follow-state.ts';

/** The list fields of an article (what cards show), without its body. */
export function toSummary(a: Article | ArticleSummary): ArticleSummary {
  return {
    id: a.id,
    slug: a.slug,
    type: a.type,
    textType: a.textType,
    title: a.title,
    subTitle: a.subTitle,
    coverImage: a.coverImage,
    tribe: a.tribe,
    themes: a.themes,
    user: a.user,
    favorite: a.favorite,
    language: a.language,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    version: a.version,
  };
}

/** The row kept for an article read from the API. */
export function articleRowOf(detail: ArticleDetail, now = Date.now()): ArticleRow {
  const a = detail.article;
  return {
    id: a.id,
    detail,
    createdAt: a.createdAt,
    type: a.type,
    tribeIds: a.tribe.map((t) => t.id),
    themeIds: a.themes.map((t) => t.id),
    userId: a.user.id,
    keptAt: now,
  };
}

/**
 * Keeps an article that was opened, with its full body, so it opens offline later. Call it with
 * every `GET /api/articles/:id` answer. Never throws: a full disk only means it is not kept.
 */
export async function rememberArticle(detail: ArticleDetail, database: TribesDb = defaultDb, storage?: CacheStorage): Promise<void> {
  try {
    await database.articles.put(articleRowOf(detail));
    // The service worker's copy of it is not needed any more (sw/article-answers.ts).
    await dropPassedArticle(detail.article.id, storage);
  } catch {
    // QuotaExceededError or a blocked database: reading online goes on; nothing pending is lost.
  }
}

/**
 * Takes in the stories the service worker kept as they passed (issue #25): one shown just before
 * the tab closed may have reached only the worker's cache. Kept unless the database has a newer
 * copy, or the reader deleted it here. Every offline read below starts with it.
 */
export async function adoptPassedArticles(database: TribesDb = defaultDb, storage?: CacheStorage): Promise<void> {
  for (const { detail, keptAt } of await passedArticles(storage)) {
    try {
      const row = await database.articles.get(detail.article.id);
      if (!row || (!row.deletedAt && row.keptAt < keptAt)) await database.articles.put(articleRowOf(detail, keptAt));
      await dropPassedArticle(detail.article.id, storage);
    } catch {
      // A full disk: left in the worker's cache, read again next time.
    }
  }
}

/** The kept copy of an article (undefined when never opened here, or deleted here). */
export async function keptArticleDetail(id: string, database: TribesDb = defaultDb): Promise<ArticleDetail | undefined> {
  await adoptPassedArticles(database);
  const row = await database.articles.get(id);
  return row && !row.deletedAt ? row.detail : undefined;
}

/** Feed filters offline: the same rules as `GET /api/articles` (type, tribe, theme, author). */
export interface KeptFilters {
  type?: number;
  tribe?: number;
  theme?: number;
  userId?: string;
  /** The reader's content language (web/lib/content-language.ts); absent: both. */
  lang?: 'fr' | 'en';
  /** The Following feed: only stories by an author, or in a tribe or theme, of these (`followKey`s). */
  followed?: ReadonlySet<string>;
}

/** Whether `followed` holds the row's author, one of its tribes or one of its themes. */
function isFollowedRow(row: ArticleRow, followed: ReadonlySet<string>): boolean {
  return followed.has(followKey('users', row.userId)) || row.tribeIds.some((id) => followed.has(followKey('tribes', id))) || row.themeIds.some((id) => followed.has(followKey('themes', id)));
}

/** Whether a kept row passes the feed filters (and was not deleted here). */
export function matchesKept(row: ArticleRow, f: KeptFilters): boolean {
  if (row.deletedAt) return false;
  if (f.type && row.type !== f.type) return false;
  if (f.tribe && !row.tribeIds.includes(f.tribe)) return false;
  if (f.theme && !row.themeIds.includes(f.theme)) return false;
  if (f.userId && row.userId !== f.userId) return false;
  if (f.lang && row.detail.article.language !== f.lang) return false;
  if (f.followed && !isFollowedRow(row, f.followed)) return false;
  return true;
}

function page(rows: ArticleRow[], limit: number): ListResponse<ArticleSummary> {
  return { items: rows.slice(0, limit).map((r) => toSummary(r.detail.article)), total: rows.length, nextCursor: null };
}

/**
 * The kept articles a feed shows offline: filtered like the server's list, newest first, in one
 * page (`nextCursor` null: offline there is nothing more to fetch).
 */
export async function keptFeedPage(filters: KeptFilters, limit = 50, database: TribesDb = defaultDb): Promise<ListResponse<ArticleSummary>> {
  await adoptPassedArticles(database);
  const rows = await database.articles
    .orderBy('createdAt')
    .reverse()
    .filter((row) => matchesKept(row, filters))
    .toArray();
  return page(rows, limit);
}

/** Offline: an author known from the articles kept on this device. */
export async function keptAuthor(slug: string, database: TribesDb = defaultDb): Promise<User | undefined> {
  await adoptPassedArticles(database);
  const row = await database.articles.filter((r) => !r.deletedAt && r.detail.article.user.slug === slug).first();
  return row?.detail.article.user;
}

/** Hides an article deleted here until the server confirms (inside the mutation's transaction). */
export async function markArticleDeleted(id: string, database: TribesDb = defaultDb): Promise<void> {
  await database.articles.update(id, { deletedAt: Date.now() });
}
