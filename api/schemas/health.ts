import * as v from 'valibot';

/** `GET /api/health`: the process answers. */
export const LivenessSchema = v.object({ ok: v.literal(true), version: v.string() });
export type Liveness = v.InferOutput<typeof LivenessSchema>;

/** Whether a dependency of the instance (database, media store) answered. */
const ReachableSchema = v.picklist(['ok', 'unreachable']);

/** `GET /api/health/ready`: whether this instance takes traffic (`ok`), and what it waits for. */
export const ReadinessSchema = v.object({ ok: v.boolean(), draining: v.boolean(), database: ReachableSchema, media: ReachableSchema });
export type Readiness = v.InferOutput<typeof ReadinessSchema>;
