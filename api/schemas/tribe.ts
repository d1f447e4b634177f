import * as v from 'valibot';
import { PageQuerySchema } from './list.ts';

/** A tribe (ethnic group) articles are filed under; reference data with an integer id. */
export const TribeSchema = v.object({ id: v.number(), name: v.string() });
export type Tribe = v.InferOutput<typeof TribeSchema>;

/** `GET /api/tribes`: `random=yes` returns a random sample of `limit` tribes. */
export const TribeListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  random: v.optional(v.picklist(['yes', 'no'], 'yes_or_no')),
  keywords: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

/** `GET /api/tribes/:id`: a positive integer id (at most 9 digits: within SQLite's and PostgreSQL's integers). */
export const TribeIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/, 'invalid_id'), v.transform(Number)) });
