import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { valid } from '../http/validate.ts';
import { listThemes } from '../repositories/themes.ts';
import { listSchema } from '../schemas/list.ts';
import { ThemeListQuerySchema, ThemeSchema } from '../schemas/theme.ts';
import { route } from '../openapi/describe.ts';

export const themesRoutes = new Hono<AppEnv>().get(
  '/',
  route({ tag: 'Reference data', summary: 'Themes', answers: { 200: { description: 'A list of Theme.', schema: listSchema(ThemeSchema) } } }),
  valid('query', ThemeListQuerySchema),
  async (c) => {
    const page = await listThemes(c.var.deps.db, c.req.valid('query'));
    return c.json(page, 200);
  },
);
