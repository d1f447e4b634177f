import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the `api` project's test apps write the answers they gave (tests/utils/answers-global-setup.ts). */
    answersDir: string;
  }
}

/** One kind of answer an operation gave: an error (status and `code`) or a JSON success (`code` null). */
export interface RecordedAnswer {
  method: string;
  /** The route's pattern as registered (`/api/articles/:id`), not the requested path. */
  route: string;
  status: number;
  code: string | null;
}

function answersDir(): string | undefined {
  try {
    return inject('answersDir');
  } catch {
    return undefined;
  }
}

/** The first route (not middleware) the router matches: the operation that answers the request. */
function operationOf(app: Hono<any, any, any>, request: Request): { method: string; route: string } | null {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const [handlers] = app.router.match(method, app.getPath(request));
  for (const [[, route]] of handlers) if (route.method !== 'ALL' && route.path.startsWith('/api/')) return { method: route.method, route: route.path };
  return null;
}

async function errorCode(res: Response): Promise<string | null> {
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  const text = (encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString('utf8');
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Records every error (in the error envelope) and every JSON success `app` answers under `/api`,
 * by route pattern, so the run's end can check that the generated reference lists each one
 * (tests/utils/answers-global-setup.ts). Only in the `api` project, which provides the folder.
 * `app.fetch` is what `app.request`, `testClient` and the batch's items all go through.
 */
export function recordAnswers(app: Hono<any, any, any>): void {
  const dir = answersDir();
  if (!dir) return;
  const file = path.join(dir, `${process.pid}-${threadId}.jsonl`);
  const seen = new Set<string>();
  const fetch = app.fetch;
  app.fetch = async (request: Request, ...rest: unknown[]) => {
    const res = await (fetch as (request: Request, ...rest: unknown[]) => Promise<Response>)(request, ...rest);
    const json = res.headers.get('Content-Type')?.startsWith('application/json') && request.method !== 'HEAD';
    if (!json || (res.status >= 300 && res.status < 400)) return res;
    const operation = operationOf(app, request);
    if (!operation) return res;
    const answer: RecordedAnswer = { ...operation, status: res.status, code: res.status >= 400 ? await errorCode(res) : null };
    if (res.status >= 400 && !answer.code) return res;
    const line = JSON.stringify(answer);
    if (!seen.has(line)) {
      seen.add(line);
      appendFileSync(file, `${line}\n`);
    }
    return res;
  };
}
