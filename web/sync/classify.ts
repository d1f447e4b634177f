/** What the runner does with an answer. */
export type Verdict =
  | { kind: 'ok' }
  | { kind: 'unauthorized' }
  | { kind: 'conflict'; message: string; current: unknown }
  | { kind: 'transient'; retryAfterSeconds?: number }
  | { kind: 'rejected'; status: number; code: string; message: string; reason?: string; until?: string | null };

/** A comment ban's reason and end, where the server states them (issue #28: `403 comment_banned`, reason and until). */
interface BanLike {
  reason?: unknown;
  until?: unknown;
}

interface ErrorBodyLike {
  error?: { code?: string; message?: string } & BanLike;
  ban?: BanLike;
  current?: unknown;
  inProgressSeconds?: number;
}

/**
 * The server ends every idempotency claim within its lease (15 s, renewed only while the request is
 * alive), so `409 idempotency_key_in_progress` is temporary. Bounded anyway: when the server says
 * the claim has run longer than this, or the entry has been sent more than this many times and is
 * still answered "in progress", it is given up and shown to the person (the entry becomes
 * `rejected`, with its message), never waited on forever.
 */
export const IN_PROGRESS_GIVE_UP_SECONDS = 15 * 60;
export const IN_PROGRESS_GIVE_UP_ATTEMPTS = 20;

/**
 * Sorts a server answer (architecture.md §3): 2xx done; 401 refresh once; 409 on an article a
 * version conflict (kept as a draft); 408/425/429/5xx and "first request still running" retried
 * later, within the bounds above for "still running"; any other 4xx rejected for good with the
 * server's message. `attempts` is how many times the entry was sent (counting this one).
 */
export async function classify(res: Response, isArticleSave: boolean, attempts = 0): Promise<Verdict> {
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
  if (code === 'idempotency_key_in_progress') {
    const runningFor = typeof body.inProgressSeconds === 'number' ? body.inProgressSeconds : 0;
    if (runningFor > IN_PROGRESS_GIVE_UP_SECONDS || attempts > IN_PROGRESS_GIVE_UP_ATTEMPTS) {
      return { kind: 'rejected', status: res.status, code, message };
    }
  }
  if (res.status >= 500 || [408, 425, 429].includes(res.status) || code === 'idempotency_key_in_progress') {
    return { kind: 'transient', retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined };
  }
  if (res.status === 409 && isArticleSave) return { kind: 'conflict', message, current: body.current ?? null };
  return { kind: 'rejected', status: res.status, code, message, ...banOf(body) };
}

/** The ban details of a refusal, read where the server may put them (in `error`, or beside it). */
function banOf(body: ErrorBodyLike): { reason?: string; until?: string | null } {
  const ban = { ...body.ban, ...body.error };
  const out: { reason?: string; until?: string | null } = {};
  if (typeof ban.reason === 'string') out.reason = ban.reason;
  if (typeof ban.until === 'string' || ban.until === null) out.until = ban.until;
  return out;
}
