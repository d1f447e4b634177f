import { sql, type RawBuilder } from 'kysely';
import { fold, isBodyPrefix, queryTokens } from './search-text.ts';

/**
 * The MATCH side of search and autocomplete on PostgreSQL (issue #15): `tsquery` expressions over
 * the `document` columns of kysely-migrations/0002 (body index: the article's language configuration
 * plus `simple`, all unaccented) and 0007 (titles and author names, `simple_unaccent`). The queries
 * around them are those of article-search.ts (newest matches in a bounded window, ranked in memory),
 * so both databases return the same candidates for the same words.
 *
 * Tokens come from `queryTokens` (letters, digits and marks only), so no tsquery syntax (`&`, `|`,
 * `!`, `:`, quotes, parentheses) can leak through; each is still passed as a bound parameter.
 */

/** Configurations a body word is looked up in: as written, and stemmed in each content language. */
const BODY_CONFIGS = ['simple_unaccent', 'french_unaccent', 'english_unaccent'] as const;

function term(token: string, prefix: boolean): string {
  return prefix ? `${token}:*` : token;
}

/**
 * Body-index query: every word (ANDed) found as written or by its French or English stem, but the
 * last: results follow the typing, so the word being typed is matched as written only (a prefix from
 * 2 characters, as on SQLite: search-text.ts `isBodyPrefix`), never by the stem of a half-typed word ("traditionn" is not
 * "traditions"). A stop word ("le", "the") is dropped by the stemming configurations, and still found
 * as written. Null when nothing searchable is left.
 */
export function bodyTsQuery(text: string): RawBuilder<unknown> | null {
  const tokens = queryTokens(text);
  if (tokens.length === 0) return null;
  const parts = tokens.map((token, i) => {
    const last = i === tokens.length - 1;
    const value = term(token, last && isBodyPrefix([...fold(token)].length));
    const alternatives = (last ? BODY_CONFIGS.slice(0, 1) : BODY_CONFIGS).map((config) => sql`to_tsquery(${sql.lit(config)}::regconfig, ${value})`);
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * Title-index query: every word as written (accents and case aside), the last one as a prefix from
 * one character, at any length (a GIN index answers a prefix by a range of its keys). Null when
 * nothing searchable is left.
 */
export function titleTsQuery(text: string): RawBuilder<unknown> | null {
  const tokens = queryTokens(text);
  if (tokens.length === 0) return null;
  const expression = tokens.map((token, i) => term(token, i === tokens.length - 1)).join(' & ');
  return sql`to_tsquery('simple_unaccent'::regconfig, ${expression})`;
}
