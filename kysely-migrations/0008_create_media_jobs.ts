import type { Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from '../api/db/dialect.ts';

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
