import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

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

/** Frozen copy of `autoIdColumn` (api/db/dialect.ts, issue #26): `serial` numbers itself on PostgreSQL. */
function autoIdColumn(db: Kysely<any>) {
  const pg = isPostgres(db);
  return (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
}

/**
 * Background media work (issue #14): one row per rendition to make from a source file, e.g. the
 * loudness-normalised MP3 of a podcast recording. The table is the queue, so work survives a restart:
 * a job left `running` by a crash is found again at start. `result_file_id` is the made file, a
 * normal `files` row served under `/media`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_jobs')
    .addColumn('id', columnTypes(db).autoId, autoIdColumn(db))
    .addColumn('source_file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'podcast_mp3'
    .addColumn('status', 'text', (c) => c.notNull()) // 'pending' | 'running' | 'done' | 'failed'
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('result_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('media_jobs_source_kind_unique', ['source_file_id', 'kind'])
    .execute();
  // The worker's claim: the oldest due pending job.
  await db.schema.createIndex('media_jobs_due_idx').on('media_jobs').columns(['status', 'run_after']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_jobs').execute();
}
