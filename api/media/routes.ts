import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** `GET /media/:id/:name?`: stored files by id, with Range support. */
export const mediaRoutes = new Hono<AppEnv>();
