import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export const usersRoutes = new Hono<AppEnv>();
