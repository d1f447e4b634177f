import type { Kysely } from 'kysely';

/**
 * Several API instances share the database (issue #15). Each runs a rendition worker: a running job
 * now names its worker (`owner`) and holds a lease (`lease_until`, renewed while it runs), so a
 * starting instance re-queues only jobs whose lease lapsed (their worker died), never a job another
 * live instance is encoding; rows written before have no lease and count as lapsed. A resumable
 * upload being finished holds `uploads.finishing_until`, so the same finish sent to a second
 * instance waits for the first one's File instead of working on the same bytes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_jobs').addColumn('owner', 'text').execute();
  await db.schema.alterTable('media_jobs').addColumn('lease_until', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('finishing_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('finishing_until').execute();
  await db.schema.alterTable('media_jobs').dropColumn('lease_until').execute();
  await db.schema.alterTable('media_jobs').dropColumn('owner').execute();
}
