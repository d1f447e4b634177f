import * as v from 'valibot';
import { PageQuerySchema } from './list.ts';

/** Longest position or duration accepted, in seconds (a day: far past any episode the limits allow). */
export const PROGRESS_SECONDS_MAX = 24 * 3600;

/**
 * Where a user is in an article: for a podcast or video, `position` and `duration` in seconds; for
 * a text, `position` is the fraction read (0..1) and `duration` is null. `updatedAt` is when the
 * device recorded it; the newest wins, whatever order devices sync in.
 */
export const ProgressSchema = v.object({ articleId: v.string(), position: v.number(), duration: v.nullable(v.number()), finished: v.boolean(), updatedAt: v.string() });
export type Progress = v.InferOutput<typeof ProgressSchema>;

const Seconds = v.pipe(v.number(), v.finite('not_finite'), v.minValue(0, 'min_value'), v.maxValue(PROGRESS_SECONDS_MAX, 'max_value'));

/** `PUT /api/progress/:articleId` body. */
export const ProgressInputSchema = v.pipe(
  v.object({
    position: Seconds,
    duration: v.nullable(Seconds),
    finished: v.boolean(),
    updatedAt: v.pipe(v.string(), v.isoTimestamp('iso_timestamp')),
  }),
  v.forward(
    v.check((p) => p.duration === null || p.position <= p.duration, 'past_duration'),
    ['position'],
  ),
  v.forward(
    v.check((p) => p.duration !== null || p.position <= 1, 'fraction'),
    ['position'],
  ),
);
export type ProgressInput = v.InferOutput<typeof ProgressInputSchema>;

/** `GET /api/progress`: `unfinished=true` for "continue listening"; newest first. */
export const ProgressListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  unfinished: v.optional(v.picklist(['true', 'false'])),
});
export type ProgressListQuery = v.InferOutput<typeof ProgressListQuerySchema>;
