import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import type { UserListQuery } from '../schemas/user.ts';
import { TOTAL_CAP } from './article-feed.ts';
import { slugify } from '../schemas/slug.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { findUserRowsByIds, type UserRow } from './users.ts';

/**
 * The user directory of `GET /api/users` (issue #25): activated users by name, `(first_name,
 * last_name, id)`, read as a range of `users_directory_idx` (kysely-migrations/0019) after the
 * previous page's last key. A page is `limit` index entries whatever its depth; nothing counts
 * the table: `total` is a count capped at `TOTAL_CAP`, given on the first page only (api.md, "Lists").
 * Keywords start words of the names (folded, so accents do not matter), never the email (a search is
 * an oracle: it would reveal addresses); they are looked up in the word index `user_words`
 * (kysely-migrations/0021), not tested on every user. Plans pinned by tests/api/query-plans.test.ts
 * and tests/api/pg-plans.test.ts.
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

/** At most this many words are tested; each must start a word of the name. */
const MAX_WORDS = 5;

/**
 * The prefixes a search looks for (`user_words`, kysely-migrations/0021): each typed word folded
 * as slugs are (no accents, lowercase), so "Élo" finds "Éloïse"; a word in Latin letters split at
 * its punctuation as the slug was ("jean-pierre" → "jean", "pierre"). A word in another script
 * (or bare punctuation) is looked for as typed, lowercased, at the start of a name field.
 */
export function searchPrefixes(keywords: string | undefined): string[] {
  const prefixes = (keywords ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .flatMap((word) => {
      const folded = word
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      return /^[a-z0-9\p{P}]+$/u.test(folded) && slugify(folded) !== '' ? slugify(folded).split('-') : [word.toLowerCase()];
    });
  return [...new Set(prefixes)];
}

/** Above every word that starts with a prefix: the range `[prefix, prefix + TOP)` holds exactly those (bytewise). */
const TOP = '\u{10FFFF}';
const inRange = (column: RawBuilder<unknown>, prefix: string) => sql`${column} >= ${prefix} and ${column} < ${prefix + TOP}`;
/** Whether the user `userId` has a word starting with `prefix` (user_words_user_idx). */
/**
 * PostgreSQL turns an `exists` into a hash (anti-)join when its statistics expect many rows, and
 * the hash side reads all of `user_words` before any limit can stop it: the count flipped to that
 * plan on one run of 30,000 users out of two. `offset 0` keeps the subquery a per-row probe of
 * `user_words_user_idx` (PostgreSQL does not pull up a subquery with an offset). SQLite always
 * probes per row, and takes no offset without a limit.
 */
const perRow = (postgres: boolean) => (postgres ? sql` offset 0` : sql``);

const hasWord = (userId: RawBuilder<unknown>, prefix: string, postgres: boolean) =>
  sql`exists (select 1 from user_words as x where x.user_id = ${userId} and ${inRange(sql.ref('x.word'), prefix)}${perRow(postgres)})`;

/** A word range is counted up to this many rows to pick a search's rarest word. */
const RARE_ENOUGH = 2000;

/**
 * Which of `prefixes` a search reads by its range (the others are tested per user): the one with the
 * fewest words, each counted up to `RARE_ENOUGH` (a short read of the word index).
 */
export async function searchDriver(db: DB, prefixes: string[]): Promise<number> {
  if (prefixes.length < 2) return 0;
  let driver = 0;
  let least = Infinity;
  for (const [i, prefix] of prefixes.entries()) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1 from user_words as w where ${inRange(sql.ref('w.word'), prefix)} limit ${RARE_ENOUGH}) as c`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n < least) [driver, least] = [i, n];
  }
  return driver;
}

type PageQuery = { limit: number; keywords?: string; after?: DirectoryKey; offset?: number; driver?: number };
const keyAfter = (key: DirectoryKey | undefined, [first, last, id]: [string, string, string]) =>
  key ? sql` and (${sql.ref(first)}, ${sql.ref(last)}, ${sql.ref(id)}) > (${key.firstName}, ${key.lastName}, ${key.id})` : sql``;

/**
 * The directory's rows for a search read from `user_words`: the driver's range, the other words
 * tested per user, and each user once, at their first word in the range (a name may hold two
 * words with the prefix), tested by key rather than by a DISTINCT that would read the range whole.
 */
function wordsSource(prefixes: string[], driver: number, once: boolean, postgres: boolean): { from: RawBuilder<unknown>; where: RawBuilder<unknown> } {
  const prefix = prefixes[driver]!;
  const others = prefixes.filter((_, i) => i !== driver).map((other) => hasWord(sql.ref('w.user_id'), other, postgres));
  const first = once ? [sql`not exists (select 1 from user_words as y where y.user_id = w.user_id and y.word >= ${prefix} and y.word < w.word${perRow(postgres)})`] : [];
  return { from: sql`user_words as w`, where: sql.join([inRange(sql.ref('w.word'), prefix), ...others, ...first], sql` and `) };
}

/**
 * The keys of one directory page, after a key or at an offset, stopping after the page; its rows
 * are then read by key. Without keywords, a walk of the directory index in its order (it holds
 * every column the query tests). With keywords, the driver word's range of `user_words` put in
 * directory order (the sort keeps only the page's rows); a user whose name has two words with the
 * prefix comes twice, side by side (`searchPage` keeps one).
 */
export function directoryPageQuery(q: PageQuery, postgres = false): RawBuilder<PageKey> {
  const prefixes = searchPrefixes(q.keywords);
  const offset = !q.after && q.offset ? sql` offset ${q.offset}` : sql``;
  if (prefixes.length > 0) {
    const { from, where } = wordsSource(prefixes, q.driver ?? 0, false, postgres);
    return sql<PageKey>`select w.user_id as id, w.first_name, w.last_name from ${from} where ${where}${keyAfter(q.after, ['w.first_name', 'w.last_name', 'w.user_id'])}
      order by w.first_name, w.last_name, w.user_id limit ${q.limit}${offset}`;
  }
  // The hint also makes SQLite fail loudly, rather than scan, if the query stopped matching the partial index.
  const users = postgres ? sql`users as u` : sql`users as u indexed by users_directory_idx`;
  return sql<PageKey>`select u.id, u.first_name, u.last_name from ${users} where u.activated_at is not null${keyAfter(q.after, ['u.first_name', 'u.last_name', 'u.id'])}
    order by u.first_name, u.last_name, u.id limit ${q.limit}${offset}`;
}

type PageKey = { id: string; first_name: string; last_name: string };

/** How many users the directory (with these keywords) holds, reading at most `TOTAL_CAP + 1` of them. */
export function directoryCountQuery(keywords: string | undefined, postgres = false, driver = 0): RawBuilder<{ n: number | string }> {
  const prefixes = searchPrefixes(keywords);
  if (prefixes.length > 0) {
    const { from, where } = wordsSource(prefixes, driver, true, postgres);
    return sql<{ n: number | string }>`select count(*) as n from (select 1 from ${from} where ${where} limit ${TOTAL_CAP + 1}) as capped`;
  }
  const users = postgres ? sql`users as u` : sql`users as u indexed by users_directory_idx`;
  return sql<{ n: number | string }>`select count(*) as n from (select 1 from ${users} where u.activated_at is not null limit ${TOTAL_CAP + 1}) as capped`;
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
/**
 * A search's page keys, each user once: the range's rows in directory order, read with room for
 * users named twice in it (adjacent, as the order ends with the id), and read again with more room
 * in the rare case a page came short of users while rows remained.
 */
async function searchPage(db: DB, q: PageQuery & { offset: number }, postgres: boolean): Promise<PageKey[]> {
  const wanted = q.offset + q.limit;
  for (let room = 2 * wanted + 2; ; room *= 4) {
    const { rows } = await directoryPageQuery({ ...q, limit: room, offset: 0 }, postgres).execute(db);
    const once = rows.filter((row, i) => i === 0 || rows[i - 1]!.id !== row.id);
    if (once.length >= wanted || rows.length < room) return once.slice(q.offset, wanted);
  }
}

export async function listDirectory(db: DB, q: UserListQuery): Promise<Outcome<DirectoryPage>> {
  const after = q.cursor ? decodeDirectoryCursor(q.cursor) : undefined;
  if (q.cursor && !after) return refuse({ reason: 'invalid_cursor' });
  const postgres = isPostgres(db);
  const keywords = q.keywords?.trim() || undefined;
  const prefixes = searchPrefixes(keywords);
  const driver = await searchDriver(db, prefixes);
  const rows =
    prefixes.length > 0
      ? await searchPage(db, { limit: q.limit + 1, keywords, after, offset: q.offset, driver }, postgres)
      : (await directoryPageQuery({ limit: q.limit + 1, after, offset: q.offset }, postgres).execute(db)).rows;
  const more = rows.length > q.limit;
  const keys = rows.slice(0, q.limit);
  const last = keys.at(-1);
  const byId = await findUserRowsByIds(
    db,
    keys.map((key) => key.id),
  );
  const pageRows = keys.flatMap((key) => byId.get(key.id) ?? []);
  // Later pages (by cursor) do not pay for the count the first page showed.
  let n: number | null = null;
  if (!after) n = !more && q.offset === 0 ? rows.length : Number((await directoryCountQuery(keywords, postgres, driver).execute(db)).rows[0]?.n ?? 0);
  return done({
    rows: pageRows,
    ...(n === null ? { total: null } : n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false }),
    nextCursor: more && last ? encodeDirectoryCursor({ firstName: last.first_name, lastName: last.last_name, id: last.id }) : null,
  });
}
