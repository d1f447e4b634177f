import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import type { ArticleSummary } from '../schemas/article.ts';
import type { FollowingFeedQuery } from '../schemas/follows.ts';
import type { FeedList } from '../schemas/list.ts';
import { decodeKeysetCursor } from './article-cursor.ts';
import { feedKeysQuery, feedPage, type FeedFilters, type FeedKey, type FeedPosition } from './article-feed.ts';
import { SUMMARY_COLUMNS, toSummaries, type SummaryRow } from './article-mapping.ts';
import { keysetPage } from './articles-read.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { readableAudio } from './readable-audio.ts';

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
 * The following feed's keys, as a k-way merge: each followed author's, tribe's and theme's own
 * page of keys (the main feed's range for that scope, a tribe or theme filter probed per entry,
 * `feedKeysQuery`, from its index alone, stopping after `limit`), then the union of those pages (an
 * article in two sources once) cut to the `limit` newest. Without a filter at most `limit` index
 * entries per source are read, whatever the sizes of the authors, tribes and themes followed (50
 * authors and 5 tribes are 55 short index ranges); with one, each range until `limit` entries pass
 * it. No article row is read before the page is known.
 * Plans pinned in tests/api/query-plans.test.ts and tests/api/pg-plans.test.ts.
 */
export function mergedKeysQuery(sources: FollowedSources, filters: FeedFilters, page: Page, postgres = false): RawBuilder<FeedKey> {
  const scopes: FeedFilters[] = [
    ...sources.users.map((userId) => ({ ...filters, userId })),
    ...sources.tribes.map((tribe) => ({ ...filters, tribe })),
    ...sources.themes.map((theme) => ({ ...filters, theme })),
  ];
  const pages = scopes.map((scope, i) => sql`select * from (${feedKeysQuery(scope, page, postgres)}) as ${sql.raw(`s${i}`)}`);
  return sql<FeedKey>`select created_at, id from (${sql.join(pages, sql` union `)}) as f order by created_at desc, id desc limit ${page.limit}`;
}

const newestFirst = (x: FeedKey, y: FeedKey) => (x.created_at === y.created_at ? (x.id < y.id ? 1 : x.id > y.id ? -1 : 0) : x.created_at < y.created_at ? 1 : -1);

/** The merged keys of all the sources, one statement per `SOURCES_PER_QUERY` sources. */
async function mergedKeys(db: DB, sources: FollowedSources, filters: FeedFilters, page: Page): Promise<FeedKey[]> {
  const postgres = isPostgres(db);
  const all: Array<Partial<FollowedSources>> = [...sources.users.map((id) => ({ users: [id] })), ...sources.tribes.map((id) => ({ tribes: [id] })), ...sources.themes.map((id) => ({ themes: [id] }))];
  const chunks: FollowedSources[] = [];
  for (let i = 0; i < all.length; i += SOURCES_PER_QUERY) {
    const part = all.slice(i, i + SOURCES_PER_QUERY);
    chunks.push({ users: part.flatMap((s) => s.users ?? []), tribes: part.flatMap((s) => s.tribes ?? []), themes: part.flatMap((s) => s.themes ?? []) });
  }
  const pages = await Promise.all(chunks.map(async (chunk) => (await mergedKeysQuery(chunk, filters, page, postgres).execute(db)).rows));
  if (pages.length === 1) return pages[0]!;
  const seen = new Set<string>();
  return pages
    .flat()
    .sort(newestFirst)
    .filter((key) => !seen.has(key.id) && seen.add(key.id))
    .slice(0, page.limit);
}

/**
 * `page.limit` rows of the merge: the rows behind a page of keys, by primary key, kept when live and
 * readable (as the main feed's own test); when some were not, the keys after the page fill it.
 */
async function mergedPage(db: DB, sources: FollowedSources, filters: FeedFilters, page: Page, viewerId: string): Promise<SummaryRow[]> {
  const rows: SummaryRow[] = [];
  for (let after = page.after; ;) {
    const keys = await mergedKeys(db, sources, filters, { limit: page.limit, after });
    if (keys.length > 0) {
      // By id alone, `deleted_at` tested here: with `deleted_at is null` in the WHERE, planner
      // statistics may pick the feed index and read it whole (as api/repositories/articles.ts notes).
      const found = await db
        .selectFrom('articles')
        .select([...SUMMARY_COLUMNS, 'deleted_at'])
        .where(
          'id',
          'in',
          keys.map((k) => k.id),
        )
        .where(readableAudio('articles', viewerId))
        .execute();
      const byId = new Map(found.flatMap(({ deleted_at, ...row }) => (deleted_at === null ? [[row.id, row] as const] : [])));
      rows.push(...keys.flatMap((k) => byId.get(k.id) ?? []));
    }
    const last = keys.at(-1);
    if (rows.length >= page.limit || keys.length < page.limit || !last) return rows.slice(0, page.limit);
    after = { createdAt: last.created_at, id: last.id };
  }
}

/**
 * `GET /api/feed/following` (issue #29): live articles by the authors the reader follows, or in the
 * tribes or themes they follow, newest first, with the main feed's cards, keyset cursor and filters.
 * - the merge of the followed sources' pages (`mergedKeysQuery`), a tribe or theme filter probed by
 *   key on each entry of each source's range: the cost follows what the reader follows, not the size
 *   of the tribe or theme (reading the filter's range and testing each row against the reader's
 *   follows took 200 ms on the 1M benchmark for a reader following one small author);
 * - a filter on a tribe or theme the reader follows: every article it holds is in the feed, so the
 *   page is the main feed's page for the same filters.
 * `total` is null, as on the main feed.
 */
export async function followingFeed(db: DB, readerId: string, q: FollowingFeedQuery): Promise<Outcome<FeedList<ArticleSummary>>> {
  const after = q.cursor ? decodeKeysetCursor(q.cursor) : undefined;
  if (q.cursor && !after) return refuse({ reason: 'invalid_cursor' });
  const sources = await followedSources(db, readerId);
  if (sources.users.length + sources.tribes.length + sources.themes.length === 0) return done({ items: [], total: null, nextCursor: null });

  const page = { limit: q.limit + 1, after };
  const wholeFilter = (q.tr !== undefined && sources.tribes.includes(q.tr)) || (q.th !== undefined && sources.themes.includes(q.th));
  const rows = wholeFilter
    ? await feedPage(db, { type: q.type, lang: q.lang, tribe: q.tr, theme: q.th }, page, readerId)
    : await mergedPage(db, sources, { type: q.type, lang: q.lang, also: { tribe: q.tr, theme: q.th } }, page, readerId);
  const { pageRows, nextCursor } = keysetPage(rows, q.limit);
  return done({ items: (await toSummaries(db, pageRows, readerId)).summaries, total: null, nextCursor });
}
