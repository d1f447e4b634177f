/**
 * What a person typed, as FTS5 MATCH expressions and as comparable words. Shared by search and
 * autocomplete (article-search.ts) and by the in-window ranking.
 */

const TOKENS_MAX = 12;
/**
 * The body's last word is completed as a prefix from 2 characters (issue #25: "éduc" must find
 * "éducation" in a story's text). 2 and 3 are answered by the body index's prefix indexes
 * (kysely-migrations/0002); a longer prefix is a range of the index's terms, which few words share
 * (the longer, the fewer), merged as FTS5 does for any prefix. One character is no prefix.
 */
export const isBodyPrefix = (length: number) => length >= 2;

/** Lowercase, accents removed: how the `unicode61 remove_diacritics 2` tokenizer sees a word. */
export function fold(text: string): string {
  // Plain ASCII (most titles) has nothing to decompose.
  return (/^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}+/gu, '')).toLowerCase();
}

/** The tokens of a query (at most 12), NFC, as typed. */
export function queryTokens(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, TOKENS_MAX);
}

/**
 * A safe MATCH expression: FTS syntax (quotes, `*`, `:`, `^`, parentheses, AND/OR/NOT/NEAR) cannot
 * leak through because every token is quoted; tokens are ANDed. The last token is also a prefix
 * (`"tok"*`, so results follow the typing) when `prefix` accepts its length: an index answers a
 * prefix query cheaply only for the prefix lengths it keeps. Null when nothing searchable is left.
 */
export function toMatchQuery(text: string, prefix: (length: number) => boolean = isBodyPrefix): string | null {
  const tokens = queryTokens(text);
  if (tokens.length === 0) return null;
  return tokens
    .map((token, i) => {
      const quoted = `"${token}"`;
      return i === tokens.length - 1 && prefix([...fold(token)].length) ? `${quoted}*` : quoted;
    })
    .join(' ');
}

/** Longest prefix the title index keeps (kysely-migrations/0007: `prefix = '1 2 3 4 5 6'`). */
export const TITLE_PREFIX_MAX = 6;

/**
 * Title-index query: the last token is a prefix from one character. A prefix longer than the index
 * keeps would make FTS5 merge the doclists of every term it starts (20,000 rows for a common title
 * word at 1M articles), so the MATCH asks for its first `TITLE_PREFIX_MAX` characters, which the
 * index answers newest first, and `check` tells which candidates really hold the whole prefix.
 */
export function toTitleQuery(text: string): { match: string; check: ((text: string) => boolean) | null } | null {
  const tokens = queryTokens(text);
  if (tokens.length === 0) return null;
  const last = [...fold(tokens.at(-1)!)];
  if (last.length <= TITLE_PREFIX_MAX) return { match: toMatchQuery(text, (n) => n >= 1)!, check: null };
  const head = tokens.slice(0, -1).map((token) => `"${token}"`);
  const tests = wordTests(tokens.map(fold));
  return { match: [...head, `"${last.slice(0, TITLE_PREFIX_MAX).join('')}"*`].join(' '), check: (candidate) => tests.every((test) => test.test(fold(candidate))) };
}

/** Title-index expression (see `toTitleQuery`). */
export const toTitleMatchQuery = (text: string) => toTitleQuery(text)?.match ?? null;

/** Where the query's words are found in a candidate; what the in-window ranking weighs. */
export interface RankFields {
  title: string;
  subTitle: string;
  tags: string;
}

/** Column weights, as bm25's were: a title match outranks a subtitle, tags, then body or author. */
const WEIGHTS = { title: 10, subTitle: 4, tags: 3, other: 1 } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For each folded query word, a test for it as a whole word in folded text (the last as a word prefix). */
function wordTests(query: string[]): RegExp[] {
  return query.map((token, i) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(token)}${i === query.length - 1 ? '' : '(?![\\p{L}\\p{N}])'}`, 'u'));
}

/**
 * A scorer for one query (folded tokens): per candidate, for each query word, the weight of the best
 * field holding it as a word (the last one as a word prefix), plus 1 when the title starts with the
 * first word. Word tests are regular expressions compiled once per query, run on folded fields:
 * a few microseconds per candidate, for the few hundred candidates of a request.
 */
export function matchScorer(query: string[]): (fields: RankFields) => number {
  const tests = wordTests(query);
  const startsWithFirst = query.length ? new RegExp(`^[^\\p{L}\\p{N}]*${escape(query[0]!)}`, 'u') : null;
  return (fields) => {
    const title = fold(fields.title);
    // Subtitle and tags are folded only when a word is missing from the title.
    let subTitle: string | undefined;
    let tags: string | undefined;
    let score = 0;
    for (const test of tests) {
      if (test.test(title)) score += WEIGHTS.title;
      else if (test.test((subTitle ??= fold(fields.subTitle)))) score += WEIGHTS.subTitle;
      else if (test.test((tags ??= fold(fields.tags)))) score += WEIGHTS.tags;
      else score += WEIGHTS.other;
    }
    return startsWithFirst?.test(title) ? score + 1 : score;
  };
}
