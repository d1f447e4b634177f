import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { listProgress, saveProgress } from '../repositories/progress.ts';
import { HexIdSchema } from '../schemas/ids.ts';
import { listSchema } from '../schemas/list.ts';
import { ProgressInputSchema, ProgressListQuerySchema, ProgressSchema } from '../schemas/progress.ts';
import { route } from '../openapi/describe.ts';

const ArticleParamSchema = v.object({ articleId: HexIdSchema });

/** Playback and reading positions of the signed-in user, synced between their devices. */
export const progressRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    route({
      tag: 'Progress',
      summary: "The signed-in user's reading and listening positions",
      answers: { 200: { description: 'A list of Progress, most recently moved first.', schema: listSchema(ProgressSchema) } },
    }),
    valid('query', ProgressListQuerySchema),
    async (c) => {
      const page = await listProgress(c.var.deps.db, c.var.user.id, c.req.valid('query'));
      return c.json(page, 200);
    },
  )
  .put(
    '/:articleId',
    route({
      tag: 'Progress',
      summary: 'Save a position in an article',
      description: 'The position recorded last on a device wins (`updatedAt`); an older one is kept out.',
      answers: { 200: { description: 'The Progress now stored.', schema: ProgressSchema } },
      errors: [[404, 'article_not_found']],
    }),
    valid('param', ArticleParamSchema),
    valid('json', ProgressInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const progress = valueOrRefuse(await saveProgress(db, c.var.user.id, c.req.valid('param').articleId, c.req.valid('json'), now()));
      return c.json(progress, 200);
    },
  );
