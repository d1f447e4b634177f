import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { valid } from '../http/validate.ts';
import { listThemes } from '../repositories/themes.ts';
import { ThemeListQuerySchema } from '../schemas/theme.ts';
import { route } from '../openapi/describe.ts';

export const themesRoutes = new Hono<AppEnv>().get('/', route({ tag: 'Reference data', summary: 'Themes', answers: { 200: 'A list of Theme.' } }), valid('query', ThemeListQuerySchema), async (c) => {
  const page = await listThemes(c.var.deps.db, c.req.valid('query'));
  return c.json(page, 200);
});
