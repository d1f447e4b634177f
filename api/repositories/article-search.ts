import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { Database } from '../db/types.ts';

/**
 * Full-text search on SQLite FTS5 (`articles_fts`, kysely-migrations/0002). Another database
 * provides its own `searchArticleIds` with the same contract: ids of live articles, best first.
 */

/** Ranking is bounded: only this many best matches are ranked and joined, however common the word. */
export const SEARCH_CANDIDATES_MAX = 500;
/** bm25 column weights: title, sub_title, content, tags. A title match outranks a body match. */
const RANKING = 'bm25(10.0, 4.0, 1.0, 3.0)';
const TOKENS_MAX = 12;

/**
 * A safe MATCH expression from what a person typed: FTS syntax (quotes, `*`, `:`, `^`, parentheses,
 * AND/OR/NOT/NEAR) cannot leak through because every token is quoted; tokens are ANDed and the last
 * one is a prefix (`"tok"*`) so results follow the typing. Null when nothing searchable is left.
 */
export function toMatchQuery(text: string): string | null {
  const tokens = (text.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, TOKENS_MAX);
  if (tokens.length === 0) return null;
  return tokens
    .map((token, i) => {
      const quoted = `"${token}"`;
      // One letter as a prefix would walk the whole index; the prefix indexes start at 2.
      return i === tokens.length - 1 && [...token].length >= 2 ? `${quoted}*` : quoted;
    })
    .join(' ');
}

/**
 * Ids of live articles matching `keywords`, best first, at most `SEARCH_CANDIDATES_MAX`. `within`
 * (a query selecting `articles.search_id` of the filtered articles) restricts the candidates
 * before ranking, so filters narrow the best matches instead of cutting into them.
 */
export async function searchArticleIds(
  db: DB,
  keywords: string,
  within?: SelectQueryBuilder<Database, 'articles', { search_id: number }>,
): Promise<string[]> {
  const match = toMatchQuery(keywords);
  if (!match) return [];
  const filter = within ? sql`and rowid in (${within})` : sql``;
  const { rows } = await sql<{ id: string }>`
    select a.id from (
      select rowid, rank from articles_fts
      where articles_fts match ${match} and rank match ${RANKING} ${filter}
      order by rank limit ${SEARCH_CANDIDATES_MAX}
    ) as c
    join articles as a on a.search_id = c.rowid
    where a.deleted_at is null
    order by c.rank, a.id`.execute(db);
  return rows.map((r) => r.id);
}

/** Text indexed for an article: stories index their sections with the body. */
export interface SearchDocument {
  searchId: number;
  title: string;
  subTitle: string;
  content: string;
  tags: string[];
}

/** Replaces an article's row in the index (contentless table: delete by rowid, then insert). */
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
