import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { notFound } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import { findTribe, listTribes } from '../repositories/tribes.ts';
import { TribeIdParamSchema, TribeListQuerySchema, TribeSchema } from '../schemas/tribe.ts';
import { route } from '../openapi/describe.ts';
import { listSchema } from '../schemas/list.ts';

export const tribesRoutes = new Hono<AppEnv>()
  .get(
    '/',
    route({ tag: 'Reference data', summary: 'Tribes', description: '`random=yes`: a random sample.', answers: { 200: { description: 'A list of Tribe.', schema: listSchema(TribeSchema) } } }),
    valid('query', TribeListQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listTribes(c.var.deps.db, { ...q, random: q.random === 'yes' });
      return c.json(page, 200);
    },
  )
  // One tribe by id: the name (with its accents) of a filter link whose tribe has no article yet.
  .get(
    '/:id',
    route({ tag: 'Reference data', summary: 'One tribe', answers: { 200: { description: 'Tribe.', schema: TribeSchema } }, errors: [[404, 'tribe_not_found']] }),
    valid('param', TribeIdParamSchema),
    async (c) => {
      const tribe = await findTribe(c.var.deps.db, c.req.valid('param').id);
      if (!tribe) throw notFound('tribe_not_found', 'This tribe does not exist.');
      return c.json(tribe, 200);
    },
  );
