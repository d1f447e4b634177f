import * as v from 'valibot';

/** Page sizes allowed on every list call (api.md, "Lists"). */
export const LIST_LIMIT_MAX = 50;
export const LIST_LIMIT_DEFAULT = 10;

const QueryInt = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'integer'), v.transform(Number), v.minValue(min), v.maxValue(max));

/** `limit` (1..50) and `offset` from a query string. */
export const PageQuerySchema = v.object({
  limit: v.optional(QueryInt(1, LIST_LIMIT_MAX), String(LIST_LIMIT_DEFAULT)),
  offset: v.optional(QueryInt(0, 1_000_000_000), '0'),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** The list shape of api.md: `{ items, total, nextCursor }`. */
export interface ListResponse<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}
