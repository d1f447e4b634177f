import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { listProgress, saveProgress } from '../repositories/progress.ts';
import { HexIdSchema } from '../schemas/ids.ts';
import { ProgressInputSchema, ProgressListQuerySchema } from '../schemas/progress.ts';

const ArticleParamSchema = v.object({ articleId: HexIdSchema });

/** Playback and reading positions of the signed-in user, synced between their devices. */
export const progressRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', valid('query', ProgressListQuerySchema), async (c) => {
    const page = await listProgress(c.var.deps.db, c.var.user.id, c.req.valid('query'));
    return c.json(page, 200);
  })
  .put('/:articleId', valid('param', ArticleParamSchema), valid('json', ProgressInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    const progress = valueOrRefuse(await saveProgress(db, c.var.user.id, c.req.valid('param').articleId, c.req.valid('json'), now()));
    return c.json(progress, 200);
  });
