import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export const adsRoutes = new Hono<AppEnv>();
