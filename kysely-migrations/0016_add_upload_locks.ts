import type { Kysely } from 'kysely';

/**
 * Several API instances serve the same resumable uploads (issue #15): one request at a time may
 * write an upload, wherever it arrives. A lock is a row held by one request (`holder`) until
 * `until`, renewed while the request runs, so the lock of a dead instance lapses; a request that
 * wants a held lock sets `release_requested`, and the holder's request ends (the tus protocol's rule
 * that a resumed upload takes over from the cut one) (api/uploads/db-locker.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_locks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('until', 'text', (col) => col.notNull())
    .addColumn('release_requested', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_locks').execute();
}
