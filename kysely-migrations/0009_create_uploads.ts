import { type Kysely, PostgresAdapter } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Frozen copy of `columnTypes` (api/db/dialect.ts, issue #26): the column types whose spelling differs. */
function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    autoId: pg ? ('serial' as const) : ('integer' as const),
    double: pg ? ('double precision' as const) : ('real' as const),
    bytes: pg ? ('bigint' as const) : ('integer' as const),
  };
}

/**
 * Resumable uploads (issue #13, tus at `/api/uploads`): one row per upload in progress, so only its
 * creator can resume, read or finish it and maintenance can expire the abandoned ones. The bytes live
 * in the upload store until `finish` proves them and turns them into a normal `files` row
 * (`file_id`); an unfinished upload is never a file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { bytes } = columnTypes(db);
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The File id the device chose (the article already names it); a finished upload becomes it.
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('declared_type', 'text')
    .addColumn('size', bytes, (c) => c.notNull())
    // The kind whose size limit applies, once the first bytes have been read (null before).
    .addColumn('limit_kind', 'text')
    // Bytes that reached the server in PATCH bodies (kept or not): resent bytes show up here.
    .addColumn('received_bytes', bytes, (c) => c.notNull().defaultTo(0))
    .addColumn('patches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_created_idx').on('uploads').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
