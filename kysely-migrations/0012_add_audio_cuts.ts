import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

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
 * Non-destructive podcast edits (issue #13): an article keeps the cut list of its audio
 * (`audio_cuts`, the canonical text of `api/schemas/audio-cuts.ts`, `''` for none), and a rendition
 * is made per source file AND cut list, so the same recording published with two different edits
 * gets two renditions. SQLite cannot change a table's unique constraint in place: `media_jobs` is
 * rebuilt with `cuts` in its key, its rows kept (each an uncut rendition). `priority` puts the
 * renditions an author just asked for (0) before the start-up backfill of older podcasts (1), so a
 * new episode is not stuck behind the whole backlog. PostgreSQL changes the constraint in place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('audio_cuts', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (isPostgres(db)) {
    await db.schema
      .alterTable('media_jobs')
      .addColumn('cuts', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('media_jobs')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('media_jobs').dropConstraint('media_jobs_source_kind_unique').execute();
    await db.schema.alterTable('media_jobs').addUniqueConstraint('media_jobs_source_kind_cuts_unique', ['source_file_id', 'kind', 'cuts']).execute();
    await db.schema.dropIndex('media_jobs_due_idx').execute();
    await db.schema.createIndex('media_jobs_due_idx').on('media_jobs').columns(['status', 'priority', 'run_after']).execute();
    return;
  }
  await db.schema
    .createTable('media_jobs_next')
    .addColumn('id', columnTypes(db).autoId, autoIdColumn(db))
    .addColumn('source_file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('cuts', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('result_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('media_jobs_source_kind_cuts_unique', ['source_file_id', 'kind', 'cuts'])
    .execute();
  await sql`INSERT INTO media_jobs_next (id, source_file_id, kind, cuts, status, attempts, run_after, result_file_id, error, created_at, updated_at)
    SELECT id, source_file_id, kind, '', status, attempts, run_after, result_file_id, error, created_at, updated_at FROM media_jobs`.execute(db);
  await db.schema.dropTable('media_jobs').execute();
  await db.schema.alterTable('media_jobs_next').renameTo('media_jobs').execute();
  await db.schema.createIndex('media_jobs_due_idx').on('media_jobs').columns(['status', 'priority', 'run_after']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM media_jobs WHERE cuts <> ''`.execute(db);
  if (isPostgres(db)) {
    await db.schema.dropIndex('media_jobs_due_idx').execute();
    await db.schema.alterTable('media_jobs').dropConstraint('media_jobs_source_kind_cuts_unique').execute();
    await db.schema.alterTable('media_jobs').addUniqueConstraint('media_jobs_source_kind_unique', ['source_file_id', 'kind']).execute();
    for (const column of ['priority', 'cuts']) await db.schema.alterTable('media_jobs').dropColumn(column).execute();
    await db.schema.createIndex('media_jobs_due_idx').on('media_jobs').columns(['status', 'run_after']).execute();
    await db.schema.alterTable('articles').dropColumn('audio_cuts').execute();
    return;
  }
  await db.schema
    .createTable('media_jobs_prev')
    .addColumn('id', columnTypes(db).autoId, autoIdColumn(db))
    .addColumn('source_file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('result_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('media_jobs_source_kind_unique', ['source_file_id', 'kind'])
    .execute();
  await sql`INSERT INTO media_jobs_prev (id, source_file_id, kind, status, attempts, run_after, result_file_id, error, created_at, updated_at)
    SELECT id, source_file_id, kind, status, attempts, run_after, result_file_id, error, created_at, updated_at FROM media_jobs`.execute(db);
  await db.schema.dropTable('media_jobs').execute();
  await db.schema.alterTable('media_jobs_prev').renameTo('media_jobs').execute();
  await db.schema.createIndex('media_jobs_due_idx').on('media_jobs').columns(['status', 'run_after']).execute();
  await db.schema.alterTable('articles').dropColumn('audio_cuts').execute();
}
