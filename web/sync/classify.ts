/** What the runner does with an answer. */
export type Verdict =
  | { kind: 'ok' }
  | { kind: 'unauthorized' }
  | { kind: 'conflict'; message: string; current: unknown }
  | { kind: 'transient'; retryAfterSeconds?: number }
  | { kind: 'rejected'; status: number; code: string; message: string };

interface ErrorBodyLike {
  error?: { code?: string; message?: string };
  current?: unknown;
}

/**
 * Sorts a server answer (architecture.md §3): 2xx done; 401 refresh once; 409 on an article a
 * version conflict (kept as a draft); 408/425/429/5xx and "first request still running" retried
 * later; any other 4xx rejected for good with the server's message.
 */
export async function classify(res: Response, isArticleSave: boolean): Promise<Verdict> {
  if (res.ok) return { kind: 'ok' };
  if (res.status === 401) return { kind: 'unauthorized' };
  let body: ErrorBodyLike = {};
  try {
    body = (await res.json()) as ErrorBodyLike;
  } catch {
    body = {};
  }
  const code = body.error?.code ?? `http_${res.status}`;
  const message = body.error?.message ?? res.statusText ?? `HTTP ${res.status}`;
  const retryAfter = Number(res.headers.get('Retry-After'));
  if (res.status >= 500 || [408, 425, 429].includes(res.status) || code === 'idempotency_key_in_progress') {
    return { kind: 'transient', retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined };
  }
  if (res.status === 409 && isArticleSave) return { kind: 'conflict', message, current: body.current ?? null };
  return { kind: 'rejected', status: res.status, code, message };
}
