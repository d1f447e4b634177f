import * as v from 'valibot';
import { IntIdSchema } from './ids.ts';
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

/** `GET /api/tribes/:id`. */
export const TribeIdParamSchema = v.object({ id: IntIdSchema });
