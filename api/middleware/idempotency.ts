import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, IdempotencyClaim } from '../app-env.ts';
import { ApiError, TransportError } from '../http/errors.ts';
import { claimKey, findKey, IDEMPOTENCY_LEASE_MS, releaseKey, renewLease, storeResponse } from '../repositories/idempotency-keys.ts';
import { clientAddress } from '../auth/client-address.ts';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * Calls whose answers carry secrets (access and refresh tokens) are not kept: a stored copy would
 * undo storing refresh tokens hashed. Refresh has its own grace window for a lost response.
 */
const SECRET_BEARING_PATHS = new Set(['/api/auth/login', '/api/auth/refresh']);

/** Request bodies hashed for the reuse check; streamed uploads are idempotent by file id instead. */
const HASHED_TYPES = /^(application\/json|text\/plain|application\/x-www-form-urlencoded)?$/i;

function clientScope(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (user) return `user:${user.id}`;
  return `anon:${clientAddress(c)}`;
}

/**
 * `Idempotency-Key` on POST/PUT/DELETE (api.md): the first response per (caller, key) is kept and
 * returned for any repeat, so the outbox can replay after a lost response without a second effect.
 * The same key with another body is `422 idempotency_key_reused`; a repeat while the first is still
 * running is `409 idempotency_key_in_progress` with `Retry-After`. The claim is a lease (IETF
 * draft-ietf-httpapi-idempotency-key-header, Stripe's practice): renewed while the request runs, it
 * lapses when the process dies or stalls, so the retry of a request cut off by a crash runs (once)
 * after at most the lease instead of waiting forever; a claim of another live instance is never
 * taken over. 5xx answers and
 * transport failures are not kept, so they can be retried. Runs after `readUser`.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined || !['POST', 'PUT', 'DELETE', 'PATCH'].includes(c.req.method)) return next();
  if (SECRET_BEARING_PATHS.has(c.req.path)) return next();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ApiError(422, 'invalid_idempotency_key', `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`, {
      'Idempotency-Key': 'max_length',
    });
  }
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`);
  // Uploads stream to disk with no body limit here: never buffer them to hash (files are idempotent by id).
  const isUpload = c.req.path.startsWith('/api/files');
  if (!isUpload && HASHED_TYPES.test(mediaType)) hash.update(new Uint8Array(await c.req.raw.clone().arrayBuffer()));
  else hash.update(`${mediaType} ${c.req.header('Content-Length') ?? ''}`);
  const requestHash = hash.digest('hex');

  const { db, now, config } = c.var.deps;
  const leaseMs = config.idempotencyLeaseMs ?? IDEMPOTENCY_LEASE_MS;
  const scope = clientScope(c);
  const claim = await claimKey(db, { scope, key, requestHash, now: now(), leaseMs });
  if (claim === 'exists') return answerExisting(c, scope, key, requestHash);
  const claimed: IdempotencyClaim = { scope, key, answered: false };
  c.set('idempotency', claimed);

  // Renew the lease while the request runs, so only a dead process or a wedged request loses it.
  const renewal = setInterval(() => void renewLease(db, scope, key, now(), leaseMs).catch(() => undefined), leaseMs / 3);
  renewal.unref?.();
  try {
    await next();
  } catch (error) {
    await releaseKey(db, scope, key);
    throw error;
  } finally {
    clearInterval(renewal);
  }
  // The handler stored its answer with its effect, in one transaction: kept even if the client has
  // gone since (a phone losing its link while the write commits), so its retry replays it.
  if (claimed.answered) return;
  // Errors thrown by handlers have already been turned into responses by app.onError here (c.error
  // keeps the error). Server errors and transport failures (a cut body, a client gone) are no answer
  // to keep: the key is freed so the retry runs.
  if (c.res.status >= 500 || c.error instanceof TransportError || c.req.raw.signal?.aborted) {
    await releaseKey(db, scope, key);
    return;
  }
  const body = await c.res.clone().text();
  await storeResponse(db, { scope, key, status: c.res.status, body, contentType: c.res.headers.get('Content-Type') });
});

/** A repeat of a known key: the stored answer, `422` for another body, `409` while the first runs. */
async function answerExisting(c: Context<AppEnv>, scope: string, key: string, requestHash: string): Promise<Response> {
  const { db, now, config } = c.var.deps;
  const leaseMs = config.idempotencyLeaseMs ?? IDEMPOTENCY_LEASE_MS;
  const stored = await findKey(db, scope, key);
  if (stored && stored.request_hash !== requestHash) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request.', {
      'Idempotency-Key': 'reused',
    });
  }
  if (!stored || stored.status === 0) {
    // The claim ends within its lease (renewed only while its request is alive): say when to look again.
    const at = now().getTime();
    const leaseLeft = stored?.lease_until ? new Date(stored.lease_until).getTime() - at : leaseMs;
    const retryAfter = Math.min(Math.max(1, Math.ceil(leaseLeft / 1000)), Math.ceil(leaseMs / 1000));
    const runningFor = stored ? Math.max(0, Math.round((at - new Date(stored.created_at).getTime()) / 1000)) : 0;
    throw new ApiError(
      409,
      'idempotency_key_in_progress',
      'The first request with this Idempotency-Key is still running.',
      undefined,
      { inProgressSeconds: runningFor },
      { 'Retry-After': String(retryAfter) },
    );
  }
  const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
  if (stored.content_type) headers['Content-Type'] = stored.content_type;
  return new Response(stored.status === 204 ? null : stored.body, { status: stored.status, headers });
}
