import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import pkg from '../../package.json' with { type: 'json' };

export const healthRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ ok: true as const, version: pkg.version }, 200));
