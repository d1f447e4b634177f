import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import type { UserListQuery } from '../schemas/user.ts';
import { TOTAL_CAP } from './article-feed.ts';
import { slugify } from '../schemas/slug.ts';
import { containsPattern } from './like-pattern.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { findUserRowsByIds, type UserRow } from './users.ts';

/**
 * The user directory of `GET /api/users` (issue #25): activated users by name, `(first_name,
 * last_name, id)`, read as a range of `users_directory_idx` (kysely-migrations/0019) after the
 * previous page's last key. A page is `limit` index entries whatever its depth; nothing counts
 * the table: `total` is a count capped at `TOTAL_CAP`, given on the first page only (api.md, "Lists").
 * Keywords match names and slug, never the email (a search is an oracle: it would reveal addresses).
 * They are tested on the index entries (which hold the names and slug) as the range is walked, so a
 * search reads no table row it does not return. Plans pinned by tests/api/query-plans.test.ts and
 * tests/api/pg-plans.test.ts.
 */
export interface DirectoryKey {
  firstName: string;
  lastName: string;
  id: string;
}

const PREFIX = 'u1:';

export function encodeDirectoryCursor(key: DirectoryKey): string {
  return Buffer.from(PREFIX + JSON.stringify([key.firstName, key.lastName, key.id]), 'utf8').toString('base64url');
}

/** The position in a directory cursor; undefined for anything this list did not give. */
export function decodeDirectoryCursor(cursor: string): DirectoryKey | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(PREFIX)) return undefined;
  try {
    const value: unknown = JSON.parse(text.slice(PREFIX.length));
    if (!Array.isArray(value) || value.length !== 3 || !value.every((part) => typeof part === 'string')) return undefined;
    const [firstName, lastName, id] = value as [string, string, string];
    return /^[0-9a-f]{32}$/.test(id) ? { firstName, lastName, id } : undefined;
  } catch {
    return undefined;
  }
}

/** At most this many words are tested; each must match (a part of) the name. */
const MAX_WORDS = 5;

/**
 * One word's test. A word in Latin letters, digits and dashes is looked for in the slug, which is the
 * name folded (no accents, lowercase, `first-last`; api/schemas/slug.ts): one plain LIKE per entry,
 * and "eloise" finds "Éloïse". Other words (another script, punctuation) are looked for in the
 * names themselves. (A slug keeps the first 60 characters of a name; longer names are rare.)
 */
function wordCondition(word: string): RawBuilder<unknown> {
  const folded = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (/^[a-z0-9-]+$/.test(folded) && slugify(folded) !== '') return sql`u.slug like ${`%${slugify(folded)}%`}`;
  const like = containsPattern(word);
  // `lower` on both sides: PostgreSQL's `like` is case-sensitive, SQLite's ignores ASCII case.
  const tests = ['first_name', 'last_name'].map((column) => sql`lower(${sql.ref(`u.${column}`)}) like lower(${like}) escape '\\'`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** The users table (hinted to its directory index on SQLite) and the directory's WHERE conditions. */
function source(keywords: string | undefined, postgres: boolean): { users: RawBuilder<unknown>; where: RawBuilder<unknown> } {
  // The hint also makes SQLite fail loudly, rather than scan, if the query stopped matching the partial index.
  const users = postgres ? sql`users as u` : sql`users as u indexed by users_directory_idx`;
  const words = (keywords ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return { users, where: sql.join([sql`u.activated_at is not null`, ...words.map(wordCondition)], sql` and `) };
}

/**
 * The keys of one directory page, after a key or at an offset: a walk of the index alone (it holds
 * every column the query tests) that stops after the page. The page's rows are then read by key.
 */
export function directoryPageQuery(q: { limit: number; keywords?: string; after?: DirectoryKey; offset?: number }, postgres = false): RawBuilder<PageKey> {
  const { users, where } = source(q.keywords, postgres);
  const after = q.after ? sql` and (u.first_name, u.last_name, u.id) > (${q.after.firstName}, ${q.after.lastName}, ${q.after.id})` : sql``;
  const offset = !q.after && q.offset ? sql` offset ${q.offset}` : sql``;
  return sql<PageKey>`select u.id, u.first_name, u.last_name from ${users} where ${where}${after}
    order by u.first_name, u.last_name, u.id limit ${q.limit}${offset}`;
}

type PageKey = { id: string; first_name: string; last_name: string };

/** How many users the directory (with these keywords) holds, reading at most `TOTAL_CAP + 1` index entries. */
export function directoryCountQuery(keywords: string | undefined, postgres = false): RawBuilder<{ n: number | string }> {
  const { users, where } = source(keywords, postgres);
  return sql<{ n: number | string }>`select count(*) as n from (select 1 from ${users} where ${where} limit ${TOTAL_CAP + 1}) as capped`;
}

export interface DirectoryPage {
  rows: UserRow[];
  total: number | null;
  totalCapped?: boolean;
  nextCursor: string | null;
}

/**
 * `GET /api/users`: a page by cursor or offset; one row past the page tells whether another follows.
 * A first page that is also the last knows its count; a longer list is counted, capped.
 */
export async function listDirectory(db: DB, q: UserListQuery): Promise<Outcome<DirectoryPage>> {
  const after = q.cursor ? decodeDirectoryCursor(q.cursor) : undefined;
  if (q.cursor && !after) return refuse({ reason: 'invalid_cursor' });
  const postgres = isPostgres(db);
  const keywords = q.keywords?.trim() || undefined;
  const { rows } = await directoryPageQuery({ limit: q.limit + 1, keywords, after, offset: q.offset }, postgres).execute(db);
  const more = rows.length > q.limit;
  const keys = rows.slice(0, q.limit);
  const last = keys.at(-1);
  const byId = await findUserRowsByIds(db, keys.map((key) => key.id));
  const pageRows = keys.flatMap((key) => byId.get(key.id) ?? []);
  // Later pages (by cursor) do not pay for the count the first page showed.
  let n: number | null = null;
  if (!after) n = !more && q.offset === 0 ? rows.length : Number((await directoryCountQuery(keywords, postgres).execute(db)).rows[0]?.n ?? 0);
  return done({
    rows: pageRows,
    ...(n === null ? { total: null } : n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false }),
    nextCursor: more && last ? encodeDirectoryCursor({ firstName: last.first_name, lastName: last.last_name, id: last.id }) : null,
  });
}
