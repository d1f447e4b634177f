import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import type { ArticleListQuery } from '../schemas/article.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from './article-mapping.ts';
import { readableAudio } from './readable-audio.ts';

/**
 * The feed query of `GET /api/articles` without keywords: live articles newest first
 * (`created_at desc, id desc`), for any combination of author, type, tribe and theme. Every
 * combination the UI asks reads one index range in feed order and stops after the page
 * (kysely-migrations/0001 and 0006; pinned by `EXPLAIN QUERY PLAN` in tests/api/feed-plans.test.ts):
 * - no tribe or theme: `articles` by `(deleted_at, created_at, id)`, or by type, or by author first;
 * The index is named (`indexed by`): statistics cannot be trusted here, since `deleted_at is null`
 * holds for almost every row yet `sqlite_stat1` averages it over many deletion times and calls it
 * selective, which once sent an author's second page through the whole feed index.
 * - a tribe (or else a theme): its link table, which carries the article's type and feed columns;
 *   with both, the tribe's range drives and the theme link's primary key is probed per row.
 * - a content language (`lang`): the `_lang_` variant of the same index (its key follows the
 *   tribe/theme key, or comes first), kysely-migrations/0010; an author's feed filters its own range.
 * PostgreSQL has the same indexes but no index hints: its planner chooses (`postgres`), and its
 * plans are pinned by tests/api/pg-plans.test.ts.
 */
export type FeedFilters = Pick<ArticleListQuery, 'userId' | 'theme' | 'tribe' | 'type' | 'lang'> & {
  /**
   * Only articles also in this tribe or theme, probed by key on each entry of the range read (the
   * following feed's sources filtered by a tribe or theme: api/repositories/following-feed.ts).
   */
  also?: { tribe?: number; theme?: number };
};
export interface FeedPosition {
  createdAt: string;
  id: string;
}

/** Most rows a capped count reads (api.md, "Lists": `{ total: 1000, totalCapped: true }`). */
export const TOTAL_CAP = 1000;

const columns = sql.join(SUMMARY_COLUMNS.map((c) => sql.ref(`a.${c}`)));

/**
 * FROM and WHERE of the feed for these filters, and the columns that give its order. `keysOnly`
 * (feed keys for a merge, `feedKeysQuery`): a tribe's or theme's range is read without joining
 * `articles`, and whether each article is live and readable is left to the caller.
 */
function source(f: FeedFilters, postgres: boolean, viewerId: string | null, keysOnly = false): { from: RawBuilder<unknown>; order: [RawBuilder<unknown>, RawBuilder<unknown>] } {
  const where: RawBuilder<unknown>[] = [];
  let from: RawBuilder<unknown>;
  let order: [RawBuilder<unknown>, RawBuilder<unknown>];
  const joined = !keysOnly || f.userId !== undefined;
  const link = f.tribe ? { table: 'article_tribes', key: 'tribe_id', value: f.tribe } : f.theme ? { table: 'article_themes', key: 'theme_id', value: f.theme } : null;
  if (link) {
    // `cross join` keeps the link range as the outer loop, in feed order, whatever the statistics say.
    const index = sql.raw(`${link.table}_${f.lang ? 'lang_' : ''}${f.type ? 'type_' : ''}feed_idx`);
    const links = postgres ? sql`${sql.table(link.table)} as l` : sql`${sql.table(link.table)} as l indexed by ${index}`;
    from = joined ? (postgres ? sql`${links} join articles as a on a.id = l.article_id` : sql`${links} cross join articles as a on a.id = l.article_id`) : links;
    where.push(sql`l.${sql.ref(link.key)} = ${link.value}`, sql`l.deleted_at is null`);
    if (f.type) where.push(sql`l.type = ${f.type}`);
    if (f.lang) where.push(sql`l.language = ${f.lang}`);
    if (f.tribe && f.theme) where.push(sql`exists (select 1 from article_themes as h where h.article_id = l.article_id and h.theme_id = ${f.theme})`);
    order = [sql`l.created_at`, sql`l.article_id`];
  } else {
    const lang = f.lang && !f.userId ? 'lang_' : '';
    const index = sql.raw(f.userId ? 'articles_user_feed_idx' : `articles_${lang}${f.type ? 'type_' : ''}feed_idx`);
    from = postgres ? sql`articles as a` : sql`articles as a indexed by ${index}`;
    where.push(sql`a.deleted_at is null`);
    if (f.type) where.push(sql`a.type = ${f.type}`);
    if (f.lang) where.push(sql`a.language = ${f.lang}`);
    order = [sql`a.created_at`, sql`a.id`];
  }
  // The link copy of `deleted_at` is checked too, so a stale copy could never show a deleted article.
  if (link && joined) where.push(sql`a.deleted_at is null`);
  if (f.userId) where.push(sql`a.user_id = ${f.userId}`);
  const probes = [
    ['article_tribes', 'tribe_id', f.also?.tribe],
    ['article_themes', 'theme_id', f.also?.theme],
  ] as const;
  // On PostgreSQL `offset 0` keeps each probe a lookup by key per entry: without it the planner may
  // turn it into a join that reads the whole range of the probed tribe or theme first.
  const fence = postgres ? sql` offset 0` : sql``;
  for (const [table, key, value] of probes) {
    if (value !== undefined) where.push(sql`exists (select 1 from ${sql.table(table)} as p where p.article_id = ${order[1]} and p.${sql.ref(key)} = ${value}${fence})`);
  }
  // Podcasts whose audio does not decode are not offered to readers (their author still sees them).
  if (!keysOnly) where.push(readableAudio('a', viewerId));
  return { from: sql`${from} where ${sql.join(where, sql` and `)}`, order };
}

/**
 * One feed page (`limit` rows) after a keyset position, or at an offset; `postgres` drops SQLite's
 * index hints; `viewerId` also sees their own articles whose audio does not decode.
 */
export function feedPageQuery(f: FeedFilters, page: { limit: number; after?: FeedPosition; offset?: number }, postgres = false, viewerId: string | null = null): RawBuilder<SummaryRow> {
  const { from, order } = source(f, postgres, viewerId);
  const after = page.after ? sql` and (${order[0]}, ${order[1]}) < (${page.after.createdAt}, ${page.after.id})` : sql``;
  const offset = !page.after && page.offset ? sql` offset ${page.offset}` : sql``;
  return sql<SummaryRow>`select ${columns} from ${from}${after} order by ${order[0]} desc, ${order[1]} desc limit ${page.limit}${offset}`;
}

/** A feed position: the order columns of one feed row. */
export interface FeedKey {
  created_at: string;
  id: string;
}

/**
 * The keys of one feed page (`limit` positions after `after`), for merging several feeds
 * (api/repositories/following-feed.ts). An author's range, or a tribe's or theme's without a type
 * or language the index lacks, is read from the index alone; the rows behind the keys are not
 * checked (live, readable audio): the caller reads them by id and checks them.
 */
export function feedKeysQuery(f: FeedFilters, page: { limit: number; after?: FeedPosition }, postgres = false): RawBuilder<FeedKey> {
  const { from, order } = source(f, postgres, null, true);
  const after = page.after ? sql` and (${order[0]}, ${order[1]}) < (${page.after.createdAt}, ${page.after.id})` : sql``;
  return sql<FeedKey>`select ${order[0]} as created_at, ${order[1]} as id from ${from}${after} order by ${order[0]} desc, ${order[1]} desc limit ${page.limit}`;
}

export async function feedPage(db: DB, f: FeedFilters, page: { limit: number; after?: FeedPosition; offset?: number }, viewerId: string | null = null): Promise<SummaryRow[]> {
  return (await feedPageQuery(f, page, isPostgres(db), viewerId).execute(db)).rows;
}

/**
 * An author's live article count, read from their index range and capped at `TOTAL_CAP`: what a
 * profile shows ("1000+"), at a bounded cost whatever the author wrote. Other feeds carry no count.
 */
export async function cappedAuthorCount(db: DB, userId: string): Promise<{ total: number; totalCapped: boolean }> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 from articles where user_id = ${userId} and deleted_at is null limit ${TOTAL_CAP + 1}) as capped`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}
