import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { valid } from '../http/validate.ts';
import { BatchInputSchema, type BatchResponse, type BatchResult } from '../schemas/batch.ts';

/** Sends one request through the whole app (middleware included) and answers its response. */
export type Dispatch = (request: Request, env: unknown) => Promise<Response>;

/** An answer after which later items must wait: the client retries it (api.md, outbox rules). */
function isFinal(status: number, body: unknown): boolean {
  if (status === 401 || status === 429 || status >= 500) return false;
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return !(status === 409 && code === 'idempotency_key_in_progress');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `POST /api/batch`: the outbox's queued writes in one round trip. Each item runs as its own request
 * through the app, with the caller's credentials and its own `Idempotency-Key`, so every rule,
 * limit and stored answer is exactly what the item would have met alone; a replayed batch replays
 * each stored answer, so effects stay exactly once. Items run in order, one at a time.
 */
export function batchRoutes(dispatch: Dispatch) {
  return new Hono<AppEnv>().post('/', valid('json', BatchInputSchema), async (c) => {
    const results: BatchResult[] = [];
    const authorization = c.req.header('Authorization');
    for (const item of c.req.valid('json').items) {
      const headers = new Headers({ 'Idempotency-Key': item.idempotencyKey });
      if (authorization) headers.set('Authorization', authorization);
      if (item.body !== undefined) headers.set('Content-Type', 'application/json');
      const url = new URL(item.path, c.req.url);
      const body = item.body === undefined ? undefined : JSON.stringify(item.body);
      const response = await dispatch(new Request(url, { method: item.method, headers, body }), c.env);
      const result = { status: response.status, body: await readBody(response), replayed: response.headers.get('Idempotent-Replayed') === 'true' };
      results.push(result);
      if (!isFinal(result.status, result.body)) break;
    }
    return c.json({ results } satisfies BatchResponse, 200);
  });
}
