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

/** The schema of a `ListResponse` of `item` (the reference's answers). */
export function listSchema<S extends v.GenericSchema>(item: S) {
  return v.object({ items: v.array(item), total: v.number(), nextCursor: v.nullable(v.string()) });
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

/** The schema of a `FeedList` of `item`. */
export function feedListSchema<S extends v.GenericSchema>(item: S) {
  return v.object({ items: v.array(item), total: v.nullable(v.number()), totalCapped: v.optional(v.boolean()), nextCursor: v.nullable(v.string()) });
}
