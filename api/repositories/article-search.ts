import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import type { FeedFilters } from './article-feed.ts';
import { bodyTsQuery, titleTsQuery } from './article-search-pg.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from './article-mapping.ts';
import { readableAudio } from './readable-audio.ts';
import { fold, matchScorer, queryTokens, toMatchQuery, toTitleQuery } from './search-text.ts';

/**
 * Full-text search and autocomplete on SQLite FTS5: `articles_fts` (title, subtitle, body, tags;
 * kysely-migrations/0002) and `article_titles_fts` (titles and author names with prefix indexes;
 * 0007). Another database provides its own functions with the same contracts.
 *
 * The work is bounded whatever the word: FTS5 walks a term's doclist newest first (`order by rowid
 * desc`, rowid = `articles.search_id`, given in insertion order) and stops after a window of
 * candidates, which are then ranked in memory. bm25 is not used: it counts every match of each term
 * first (a full pass over a word found in most articles: seconds at 1M articles).
 *
 * On PostgreSQL the same tables are `tsvector` documents with GIN indexes (kysely-migrations/0002,
 * 0007) and a match is a `tsquery` (article-search-pg.ts, a `RawBuilder` where SQLite has a MATCH
 * string); the window, the filters and the in-memory ranking are the same. `ts_rank` is not used,
 * for the reason bm25 is not: it would rank every match.
 */

/** Newest matches anywhere in an article that are ranked (and can be paged to). */
export const SEARCH_WINDOW = 120;
/** Newest title or author matches added to the window, so a strong older match is not lost. */
export const TITLE_WINDOW = 60;
/** Most matches a filtered search tries against its filters (newest first). */
export const FILTERED_SCAN_MAX = 1000;
/** Newest title or author matches that autocomplete orders before keeping `limit`. */
export const SUGGEST_WINDOW = 30;

function filterConditions(f: FeedFilters): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`a.deleted_at is null`];
  if (f.type) where.push(sql`a.type = ${f.type}`);
  if (f.lang) where.push(sql`a.language = ${f.lang}`);
  if (f.userId) where.push(sql`a.user_id = ${f.userId}`);
  if (f.tribe) where.push(sql`exists (select 1 from article_tribes as l where l.article_id = a.id and l.tribe_id = ${f.tribe})`);
  if (f.theme) where.push(sql`exists (select 1 from article_themes as l where l.article_id = a.id and l.theme_id = ${f.theme})`);
  return sql.join(where, sql` and `);
}

type Candidate = { id: string; title: string; sub_title: string; tags_json: string; created_at: string; author: string };

/** The author's name, which the title index holds too (for checking a long prefix). */
const AUTHOR = sql`(select u.first_name || ' ' || u.last_name from users as u where u.id = a.user_id)`;
/** How many more title candidates are read when a prefix longer than the index keeps must be checked. */
const CHECKED_WINDOW_FACTOR = 3;

/**
 * Newest live articles of an FTS table matching `match` and the filters. `cross join` keeps the
 * FTS table as the outer loop, whatever the planner's statistics say: the walk is the doclist's,
 * newest first, and stops at `window`. With filters, only the newest `FILTERED_SCAN_MAX` matches
 * are tried, so a common word under a rare filter still costs a bounded walk.
 */
export function newestMatchesQuery(table: 'articles_fts' | 'article_titles_fts', match: Match, f: FeedFilters, window: number): RawBuilder<Candidate> {
  const filtered = Boolean(f.type || f.userId || f.tribe || f.theme || f.lang);
  const author = table === 'article_titles_fts' ? AUTHOR : sql`''`;
  if (typeof match !== 'string') {
    // PostgreSQL: a plain join (the planner picks the order); the same bounded window.
    const from = filtered ? sql`(select rowid from ${sql.table(table)} where document @@ ${match} order by rowid desc limit ${FILTERED_SCAN_MAX}) as f` : sql`${sql.table(table)} as f`;
    return sql<Candidate>`
      select a.id, a.title, a.sub_title, a.tags_json, a.created_at, ${author} as author
      from ${from} join articles as a on a.search_id = f.rowid
      where ${filtered ? sql`` : sql`f.document @@ ${match} and `}${filterConditions(f)}
      order by f.rowid desc limit ${window}`;
  }
  const from = filtered ? sql`(select rowid from ${sql.table(table)} where ${sql.table(table)} match ${match} order by rowid desc limit ${FILTERED_SCAN_MAX}) as f` : sql`${sql.table(table)} as f`;
  const matching = filtered ? sql`` : sql`${sql.table(table)} match ${match} and `;
  return sql<Candidate>`
    select a.id, a.title, a.sub_title, a.tags_json, a.created_at, ${author} as author
    from ${from} cross join articles as a on a.search_id = f.rowid
    where ${matching}${filterConditions(f)}
    order by f.rowid desc limit ${window}`;
}

/** A SQLite FTS5 MATCH expression, or a PostgreSQL `tsquery` (article-search-pg.ts). */
export type Match = string | RawBuilder<unknown>;
type TitleQuery = { match: Match; check: ((text: string) => boolean) | null };

/** The body and title queries for what was typed, in the database's own syntax. */
function matchQueries(db: DB, text: string): { body: Match; title: TitleQuery } | null {
  if (isPostgres(db)) {
    const body = bodyTsQuery(text);
    const title = titleTsQuery(text);
    return body && title ? { body, title: { match: title, check: null } } : null;
  }
  const body = toMatchQuery(text);
  const title = toTitleQuery(text);
  return body && title ? { body, title } : null;
}

async function newestMatches(db: DB, table: 'articles_fts' | 'article_titles_fts', match: Match, f: FeedFilters, window: number): Promise<Candidate[]> {
  return (await newestMatchesQuery(table, match, f, window).execute(db)).rows;
}

/** Newest title or author matches; a long last prefix is checked on a larger window (`toTitleQuery`). */
async function newestTitleMatches(db: DB, query: TitleQuery, f: FeedFilters, window: number): Promise<Candidate[]> {
  if (!query.check) return newestMatches(db, 'article_titles_fts', query.match, f, window);
  const rows = await newestMatches(db, 'article_titles_fts', query.match, f, window * CHECKED_WINDOW_FACTOR);
  return rows.filter((c) => query.check!(`${c.title} ${c.author}`)).slice(0, window);
}

/**
 * Ids of live articles matching `keywords` and the filters, best first, at most `SEARCH_WINDOW +
 * TITLE_WINDOW`. Candidates are the newest matches anywhere and the newest title or author matches;
 * they are ranked by where the words are found (title, subtitle, tags, elsewhere; see `matchScorer`),
 * newest first among equals. The body index completes the last word only at 2 or 3 characters (its
 * prefix indexes); titles and author names complete it at any length.
 */
export async function searchArticleIds(db: DB, keywords: string, filters: FeedFilters): Promise<string[]> {
  const queries = matchQueries(db, keywords);
  if (!queries) return [];
  const [anywhere, titled] = await Promise.all([newestMatches(db, 'articles_fts', queries.body, filters, SEARCH_WINDOW), newestTitleMatches(db, queries.title, filters, TITLE_WINDOW)]);
  const score = matchScorer(queryTokens(keywords).map(fold));
  const byId = new Map<string, { score: number; at: string }>();
  for (const c of [...anywhere, ...titled]) {
    if (byId.has(c.id)) continue;
    byId.set(c.id, { score: score({ title: c.title, subTitle: c.sub_title, tags: tagsText(c.tags_json) }), at: c.created_at });
  }
  return [...byId.entries()].sort(([idA, a], [idB, b]) => b.score - a.score || newestFirst(a.at, idA, b.at, idB)).map(([id]) => id);
}

/** Feed order: `created_at desc, id desc`. */
function newestFirst(atA: string, idA: string, atB: string, idB: string): number {
  return atA === atB ? (idA < idB ? 1 : idA > idB ? -1 : 0) : atA < atB ? 1 : -1;
}

function tagsText(json: string): string {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((t) => typeof t === 'string').join(' ') : '';
}

/** The newest `window` live articles whose title or author matches (autocomplete candidates). */
export function suggestQuery(match: Match, window: number): RawBuilder<SummaryRow & { author: string }> {
  const columns = sql.join(SUMMARY_COLUMNS.map((c) => sql.ref(`a.${c}`)));
  if (typeof match !== 'string') {
    return sql<SummaryRow & { author: string }>`
      select ${columns}, ${AUTHOR} as author from article_titles_fts as f join articles as a on a.search_id = f.rowid
      where f.document @@ ${match} and a.deleted_at is null and ${readableAudio('a')}
      order by f.rowid desc limit ${window}`;
  }
  return sql<SummaryRow & { author: string }>`
    select ${columns}, ${AUTHOR} as author from article_titles_fts as f cross join articles as a on a.search_id = f.rowid
    where article_titles_fts match ${match} and a.deleted_at is null and ${readableAudio('a')}
    order by f.rowid desc limit ${window}`;
}

/**
 * Autocomplete: live articles whose title or author's name has every typed word (the last one as a
 * prefix, from one character), accent- and case-insensitive. Reads the newest `SUGGEST_WINDOW`
 * matches of the title index and orders them: titles starting with the first word, then titles
 * holding the words, then author matches, newest first within each; keeps `limit`.
 */
export async function suggestArticleRows(db: DB, text: string, limit: number): Promise<SummaryRow[]> {
  const query = matchQueries(db, text)?.title;
  if (!query) return [];
  const window = Math.max(SUGGEST_WINDOW, limit);
  const { rows } = await suggestQuery(query.match, query.check ? window * CHECKED_WINDOW_FACTOR : window).execute(db);
  const candidates = query.check ? rows.filter((row) => query.check!(`${row.title} ${row.author}`)).slice(0, window) : rows;
  const score = matchScorer(queryTokens(text).map(fold));
  const scored = candidates.map(({ author: _, ...row }) => ({ row, score: score({ title: row.title, subTitle: '', tags: '' }) }));
  scored.sort((a, b) => b.score - a.score || newestFirst(a.row.created_at, a.row.id, b.row.created_at, b.row.id));
  return scored.slice(0, limit).map(({ row }) => row);
}

/** Text indexed for an article: stories index their sections with the body. */
export interface SearchDocument {
  searchId: number;
  title: string;
  subTitle: string;
  content: string;
  tags: string[];
}

/**
 * Replaces an article's row in the body index (contentless table: delete by rowid, then insert).
 * The title index follows the `articles` row by itself (triggers of kysely-migrations/0007).
 */
export async function writeSearchRow(db: DB, doc: SearchDocument): Promise<void> {
  await deleteSearchRow(db, doc.searchId);
  await db
    .insertInto('articles_fts')
    .values({ rowid: doc.searchId, title: doc.title, sub_title: doc.subTitle, content: doc.content, tags: doc.tags.join(' ') })
    .execute();
}

export async function deleteSearchRow(db: DB, searchId: number): Promise<void> {
  await db.deleteFrom('articles_fts').where('rowid', '=', searchId).execute();
}
