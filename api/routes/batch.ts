import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { inOneTransaction } from '../db/one-transaction.ts';
import { valid } from '../http/validate.ts';
import { BatchInputSchema, BatchResponseSchema, type BatchResponse, type BatchResult } from '../schemas/batch.ts';
import { route } from '../openapi/describe.ts';

/** Sends one request through the whole app (middleware included) and answers its response. */
export type Dispatch = (request: Request, env: unknown) => Promise<Response>;

/** The dependencies each item of a running batch sees (its database: the batch's transaction), by request. */
const itemDeps = new WeakMap<Request, AppDeps>();

/** The dependencies of a batch item's request (null for any other request): the app reads them in place of its own. */
export function batchItemDeps(request: Request): AppDeps | null {
  return itemDeps.get(request) ?? null;
}

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
 *
 * The whole batch is one SQLite transaction (one commit, one fsync, rather than three per item:
 * the key's claim, the write, the stored answer), each item in its own savepoint: an item answered
 * 5xx is undone alone and the others stay. Nothing is kept unless the batch commits, and the answer
 * goes out only after the commit: a crash or a failed commit leaves no effect and no stored key,
 * so the client's retry of the batch runs every item once.
 */
export function batchRoutes(dispatch: Dispatch) {
  return new Hono<AppEnv>().post(
    '/',
    route({
      tag: 'Sync',
      summary: 'Several queued writes in one round trip (the outbox)',
      description:
        'Each item runs as its own request, with its own Idempotency-Key, in order; the batch stops after an item that is not final (401, 409 `idempotency_key_in_progress`, 429, 5xx). Each item answers what it would alone.',
      answers: { 200: { description: '`{ results: [{ status, body, replayed }] }`: one per item attempted, in order.', schema: BatchResponseSchema } },
    }),
    valid('json', BatchInputSchema, { nulChecked: 'by-each-item' }),
    async (c) => {
      const authorization = c.req.header('Authorization');
      const items = c.req.valid('json').items;
      const root = c.var.deps;
      const results = await inOneTransaction(root.db, async (trx, savepoint) => {
        const out: BatchResult[] = [];
        for (const item of items) {
          // The item's own work runs in the transaction; work it leaves for after its answer (a mail
          // queued by `afterAnswer`) runs on the database as any request's would.
          let running = true;
          const deps: AppDeps = {
            ...root,
            get db() {
              return running ? trx : root.db;
            },
          };
          const headers = new Headers({ 'Idempotency-Key': item.idempotencyKey });
          if (authorization) headers.set('Authorization', authorization);
          if (item.body !== undefined) headers.set('Content-Type', 'application/json');
          const url = new URL(item.path, c.req.url);
          const body = item.body === undefined ? undefined : JSON.stringify(item.body);
          const request = new Request(url, { method: item.method, headers, body });
          itemDeps.set(request, deps);
          const result = await savepoint(
            async () => {
              const response = await dispatch(request, c.env);
              return { status: response.status, body: await readBody(response), replayed: response.headers.get('Idempotent-Replayed') === 'true' };
            },
            (answer) => answer.status < 500,
          ).finally(() => {
            running = false;
          });
          out.push(result);
          if (!isFinal(result.status, result.body)) break;
        }
        return out;
      });
      return c.json({ results } satisfies BatchResponse, 200);
    },
  );
}
