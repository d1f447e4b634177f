import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { pingDatabase } from '../db/ping.ts';
import { mediaStoreOf } from '../media/media-store.ts';
import pkg from '../../package.json' with { type: 'json' };
import { route } from '../openapi/describe.ts';
import { LivenessSchema, ReadinessSchema, type Liveness, type Readiness } from '../schemas/health.ts';

/** Seconds a load balancer is asked to wait before trying a not-ready instance again. */
export const READY_RETRY_AFTER_SECONDS = 5;

let draining = false;

/** Called once on SIGTERM: the instance answers "not ready" while its last requests finish. */
export function markDraining(): void {
  draining = true;
}

async function reachable(check: () => Promise<unknown>): Promise<Readiness['database']> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    console.warn('[ready]', error instanceof Error ? error.message : error);
    return 'unreachable';
  }
}

/**
 * `GET /api/health`: liveness, the process answers (never looks further: a load balancer must not
 * kill instances because a shared database blinked). `GET /api/health/ready`: readiness, the
 * database answers a query and the media store is reachable; otherwise `503` with `Retry-After`.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', route({ tag: 'Health', summary: 'Liveness: the process answers', answers: { 200: { description: '`{ ok: true, version }`.', schema: LivenessSchema } } }), (c) =>
    c.json({ ok: true, version: pkg.version } satisfies Liveness, 200),
  )
  .get(
    '/ready',
    route({
      tag: 'Health',
      summary: 'Readiness: the database and the media store answer',
      answers: {
        200: { description: '`{ ok: true, draining, database, media }`.', schema: ReadinessSchema },
        503: { description: '`{ ok: false, … }` with Retry-After: not ready, or draining.', schema: ReadinessSchema },
      },
    }),
    async (c) => {
      const { deps } = c.var;
      const [database, media] = await Promise.all([reachable(() => pingDatabase(deps.db)), reachable(() => mediaStoreOf(deps).check())]);
      const ready = !draining && database === 'ok' && media === 'ok';
      if (!ready) c.header('Retry-After', String(READY_RETRY_AFTER_SECONDS));
      return c.json({ ok: ready, draining, database, media } satisfies Readiness, ready ? 200 : 503);
    },
  );
