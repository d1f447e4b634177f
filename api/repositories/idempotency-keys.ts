import type { DB } from '../db/connection.ts';

/** Kept at least 24 h (api.md); older keys are pruned. */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;

/** Reserves (scope, key) for this request; false when a row already exists. Status 0 = running. */
export async function claimKey(db: DB, input: { scope: string; key: string; requestHash: string; now: Date }): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      scope: input.scope,
      key: input.key,
      request_hash: input.requestHash,
      status: 0,
      body: null,
      content_type: null,
      created_at: input.now.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findKey(db: DB, scope: string, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

export async function storeResponse(
  db: DB,
  input: { scope: string; key: string; status: number; body: string; contentType: string | null },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: input.status, body: input.body, content_type: input.contentType })
    .where('scope', '=', input.scope)
    .where('key', '=', input.key)
    .execute();
}

/** Frees a key whose request failed on the server, so a retry runs again. */
export async function releaseKey(db: DB, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}

export async function pruneKeys(db: DB, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
