import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { valid } from '../http/validate.ts';
import { listTribes } from '../repositories/tribes.ts';
import { TribeListQuerySchema } from '../schemas/tribe.ts';

export const tribesRoutes = new Hono<AppEnv>().get('/', valid('query', TribeListQuerySchema), async (c) => {
  const q = c.req.valid('query');
  const page = await listTribes(c.var.deps.db, { ...q, random: q.random === 'yes' });
  return c.json(page, 200);
});
