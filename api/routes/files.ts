import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export const filesRoutes = new Hono<AppEnv>();
