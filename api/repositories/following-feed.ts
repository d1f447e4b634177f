import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import type { ArticleSummary } from '../schemas/article.ts';
import type { FollowingFeedQuery } from '../schemas/follows.ts';
import type { FeedList } from '../schemas/list.ts';
import { decodeKeysetCursor } from './article-cursor.ts';
import { feedPage, feedPageQuery, type FeedFilters, type FeedPosition } from './article-feed.ts';
import { toSummaries, type SummaryRow } from './article-mapping.ts';
import { keysetPage } from './articles-read.ts';
import { done, refuse, type Outcome } from './outcome.ts';

/** What a reader follows: the sources of their following feed. */
export interface FollowedSources {
  users: string[];
  tribes: number[];
  themes: number[];
}

/**
 * Sources merged by one statement. SQLite allows 500 terms in a compound SELECT; a reader following
 * more is served by several statements whose pages are merged here.
 */
export const SOURCES_PER_QUERY = 200;

export async function followedSources(db: DB, readerId: string): Promise<FollowedSources> {
  const rows = await db.selectFrom('follows').select(['user_id', 'tribe_id', 'theme_id']).where('follower_id', '=', readerId).execute();
  return {
    users: rows.flatMap((r) => r.user_id ?? []),
    tribes: rows.flatMap((r) => r.tribe_id ?? []),
    themes: rows.flatMap((r) => r.theme_id ?? []),
  };
}

type Page = { limit: number; after?: FeedPosition };

/**
 * The following feed without a tribe or theme filter, as a k-way merge: each followed author's,
 * tribe's and theme's own feed page (the main feed's query, `feedPageQuery`, reading one index range
 * in feed order and stopping after `limit` rows), then the union of those pages (an article in two
 * sources once) cut to `limit` newest. At most `limit` rows per source are read, whatever the sizes
 * of the authors, tribes and themes followed: 50 authors and 5 tribes read at most 55 short ranges.
 * Plans pinned in tests/api/query-plans.test.ts and tests/api/pg-plans.test.ts.
 */
export function mergedFeedQuery(sources: FollowedSources, filters: FeedFilters, page: Page, postgres = false, viewerId: string | null = null): RawBuilder<SummaryRow> {
  const scopes: FeedFilters[] = [
    ...sources.users.map((userId) => ({ ...filters, userId })),
    ...sources.tribes.map((tribe) => ({ ...filters, tribe })),
    ...sources.themes.map((theme) => ({ ...filters, theme })),
  ];
  const pages = scopes.map((scope, i) => sql`select * from (${feedPageQuery(scope, page, postgres, viewerId)}) as ${sql.raw(`s${i}`)}`);
  return sql<SummaryRow>`select * from (${sql.join(pages, sql` union `)}) as f order by f.created_at desc, f.id desc limit ${page.limit}`;
}

const newestFirst = (x: SummaryRow, y: SummaryRow) => (x.created_at === y.created_at ? (x.id < y.id ? 1 : x.id > y.id ? -1 : 0) : x.created_at < y.created_at ? 1 : -1);

async function mergedPage(db: DB, sources: FollowedSources, filters: FeedFilters, page: Page, viewerId: string): Promise<SummaryRow[]> {
  const postgres = isPostgres(db);
  const all = [...sources.users.map((u) => ['users', u] as const), ...sources.tribes.map((t) => ['tribes', t] as const), ...sources.themes.map((t) => ['themes', t] as const)];
  const chunks: FollowedSources[] = [];
  for (let i = 0; i < all.length; i += SOURCES_PER_QUERY) {
    const part = all.slice(i, i + SOURCES_PER_QUERY);
    chunks.push({
      users: part.flatMap(([k, id]) => (k === 'users' ? [id] : [])),
      tribes: part.flatMap(([k, id]) => (k === 'tribes' ? [id] : [])),
      themes: part.flatMap(([k, id]) => (k === 'themes' ? [id] : [])),
    });
  }
  const pages = await Promise.all(chunks.map(async (chunk) => (await mergedFeedQuery(chunk, filters, page, postgres, viewerId).execute(db)).rows));
  if (pages.length === 1) return pages[0]!;
  const seen = new Set<string>();
  return pages
    .flat()
    .sort(newestFirst)
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, page.limit);
}

/**
 * `GET /api/feed/following` (issue #29): live articles by the authors the reader follows, or in the
 * tribes or themes they follow, newest first, with the main feed's cards, keyset cursor and filters.
 * - no tribe or theme filter: the merge of the followed sources' pages (`mergedFeedQuery`);
 * - a filter on a tribe or theme the reader follows: every article it holds is in the feed, so the
 *   page is the main feed's page for the same filters;
 * - a filter on another tribe or theme: the main feed's range for that filter, each row tested
 *   against what the reader follows (`followedBy`), stopping after the page.
 * `total` is null, as on the main feed.
 */
export async function followingFeed(db: DB, readerId: string, q: FollowingFeedQuery): Promise<Outcome<FeedList<ArticleSummary>>> {
  const after = q.cursor ? decodeKeysetCursor(q.cursor) : undefined;
  if (q.cursor && !after) return refuse({ reason: 'invalid_cursor' });
  const sources = await followedSources(db, readerId);
  if (sources.users.length + sources.tribes.length + sources.themes.length === 0) return done({ items: [], total: null, nextCursor: null });

  const filters: FeedFilters = { type: q.type, lang: q.lang, tribe: q.tr, theme: q.th };
  const page = { limit: q.limit + 1, after };
  let rows: SummaryRow[];
  if (q.tr === undefined && q.th === undefined) rows = await mergedPage(db, sources, filters, page, readerId);
  else {
    const wholeFilter = (q.tr !== undefined && sources.tribes.includes(q.tr)) || (q.th !== undefined && sources.themes.includes(q.th));
    rows = await feedPage(db, wholeFilter ? filters : { ...filters, followedBy: readerId }, page, readerId);
  }
  const { pageRows, nextCursor } = keysetPage(rows, q.limit);
  return done({ items: (await toSummaries(db, pageRows, readerId)).summaries, total: null, nextCursor });
}
