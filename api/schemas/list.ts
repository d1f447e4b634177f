import * as v from 'valibot';

/** Page sizes allowed on every list call (api.md, "Lists"). */
export const LIST_LIMIT_MAX = 50;
export const LIST_LIMIT_DEFAULT = 10;

const QueryInt = (min: number, max: number) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'integer'), v.transform(Number), v.minValue(min), v.maxValue(max));

/** `limit` (1..50) and `offset` from a query string. */
export const PageQuerySchema = v.object({
  limit: v.optional(QueryInt(1, LIST_LIMIT_MAX), String(LIST_LIMIT_DEFAULT)),
  offset: v.optional(QueryInt(0, 1_000_000_000), '0'),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** The list shape of api.md: `{ items, total, nextCursor }`, for small tables counted exactly. */
export interface ListResponse<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/**
 * A list over a large table (articles: feeds, author lists, search). Counting it on every page
 * would scan the table, so `total` is null (feeds, search) or a count capped at 1000 (an author's
 * articles; `totalCapped: true` means "1000 or more"). Paging ends on `nextCursor: null`.
 */
export interface FeedList<T> {
  items: T[];
  total: number | null;
  totalCapped?: boolean;
  nextCursor: string | null;
}
