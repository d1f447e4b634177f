import type { Kysely } from 'kysely';

/**
 * Idempotency claims carry a lease (issue #10): `owner` is the boot id of the process that claimed
 * the key and `lease_until` when the claim lapses unless renewed. A claim whose owner is another
 * boot (the server crashed or restarted) or whose lease ran out is dead and may be taken over, so a
 * request cut off by a crash is never `409 idempotency_key_in_progress` forever. Rows written before
 * this migration are finished answers (status ≠ 0) or dead claims (owner null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('lease_until').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('owner').execute();
}
