import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Transcripts and chapters of audio and video articles (issue #14, WCAG 2.2 §1.2.1). A table of its
 * own rather than columns of `articles`: a transcript can weigh 200 KB, which would thin out the
 * pages every feed and search query reads. One row per article that has either; the row follows
 * its article (`on delete cascade`). `transcript_format` ('cues' | 'text') lets feeds tell which
 * documents to name without parsing the JSON; `chapter_count` likewise for chapters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('article_transcripts')
    .addColumn('article_id', 'text', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
    .addColumn('transcript_format', 'text')
    .addColumn('transcript_json', 'text')
    .addColumn('chapters_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('chapter_count', 'integer', (c) => c.notNull().defaultTo(0))
    // SQLite: no hidden rowid beside the text key. PostgreSQL tables have none anyway.
    .modifyEnd(isPostgres(db) ? sql`` : sql`without rowid`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('article_transcripts').execute();
}
