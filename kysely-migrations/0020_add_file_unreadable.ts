import type { Kysely } from 'kysely';

/**
 * When an audio file turned out not to decode (`files.unreadable_at`, issue #25): a file whose first
 * bytes look like sound passes the upload's checks, but only decoding it whole (the rendition job,
 * api/renditions/decode-check.ts) shows that nothing, or too little of it, plays. Null: readable, or
 * not decoded yet. Its articles are kept out of feeds and lists readers see, and their author is
 * told: `articles.audio_unreadable` copies the flag onto the article row, so every list filters on
 * the row it reads anyway (a join to `files` made PostgreSQL scan `files` under each feed page).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').addColumn('unreadable_at', 'text').execute();
  await db.schema
    .alterTable('articles')
    .addColumn('audio_unreadable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('audio_unreadable').execute();
  await db.schema.alterTable('files').dropColumn('unreadable_at').execute();
}
