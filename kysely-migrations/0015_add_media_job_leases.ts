import type { Kysely } from 'kysely';

/**
 * Several API instances share the database (issue #15), each with its own rendition worker. A
 * running job now names its worker (`owner`) and holds a lease (`lease_until`, renewed while it
 * runs): a starting instance re-queues only jobs whose lease lapsed (their worker died), never a
 * job another live instance is encoding. Rows written before have no lease and count as lapsed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_jobs').addColumn('owner', 'text').execute();
  await db.schema.alterTable('media_jobs').addColumn('lease_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_jobs').dropColumn('lease_until').execute();
  await db.schema.alterTable('media_jobs').dropColumn('owner').execute();
}
