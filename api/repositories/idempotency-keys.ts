import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connection.ts';

/**
 * Answers are kept 48 h (api.md promises at least 24 h), then pruned by `startIdempotencyPruner`.
 * An outbox entry older than that is replayed as a new request, which is why the window is wide.
 */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;

/**
 * How long a claim holds without renewal, by default (`IDEMPOTENCY_LEASE_SECONDS` sets another,
 * `AppDeps.config.idempotencyLeaseMs`). The middleware renews it every third of this while the
 * request runs (a slow upload keeps its claim), so only a dead or wedged request lets it lapse. It
 * is also how long the retry of a request cut off by a crash waits (`409` with `Retry-After`):
 * several instances share the database, so a claim of another process is alive until its lease
 * says otherwise.
 */
export const IDEMPOTENCY_LEASE_MS = 15_000;

/** This process's identity: only the process that claimed a key renews its lease. */
export const BOOT_ID = randomUUID();

export type ClaimResult = 'claimed' | 'taken-over' | 'exists';

const leaseEnd = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs).toISOString();

/**
 * Reserves (scope, key) for this request (status 0 = running, owned by this boot with a lease).
 * A dead claim with the same request hash — one whose lease ran out — is taken over in the same
 * statement, so two retries racing for it cannot both win. A live claim of another process is
 * never taken over: with several instances, it is a request still running on another instance.
 */
export async function claimKey(db: DB, input: { scope: string; key: string; requestHash: string; now: Date; leaseMs: number }): Promise<ClaimResult> {
  const at = input.now.toISOString();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      scope: input.scope,
      key: input.key,
      request_hash: input.requestHash,
      status: 0,
      body: null,
      content_type: null,
      created_at: at,
      owner: BOOT_ID,
      lease_until: leaseEnd(input.now, input.leaseMs),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'claimed';

  const taken = await db
    .updateTable('idempotency_keys')
    .set({ owner: BOOT_ID, lease_until: leaseEnd(input.now, input.leaseMs), created_at: at })
    .where('scope', '=', input.scope)
    .where('key', '=', input.key)
    .where('status', '=', 0)
    .where('request_hash', '=', input.requestHash)
    .where((eb) => eb.or([eb('owner', 'is', null), eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0 ? 'taken-over' : 'exists';
}

export async function findKey(db: DB, scope: string, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

/** Extends a running claim of this boot; false when it is no longer ours (taken over after a stall). */
export async function renewLease(db: DB, scope: string, key: string, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ lease_until: leaseEnd(now, leaseMs) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', 0)
    .where('owner', '=', BOOT_ID)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function storeResponse(db: DB, input: { scope: string; key: string; status: number; body: string; contentType: string | null }): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: input.status, body: input.body, content_type: input.contentType, owner: null, lease_until: null })
    .where('scope', '=', input.scope)
    .where('key', '=', input.key)
    .execute();
}

/** Frees a key whose request failed on the server or in transit, so a retry runs again. */
export async function releaseKey(db: DB, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Deletes records older than the retention window; answers how many went. */
export async function pruneKeys(db: DB, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
