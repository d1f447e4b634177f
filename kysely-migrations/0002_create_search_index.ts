import { sql, type Kysely } from 'kysely';

/**
 * SQLite FTS5 index of articles (title, subtitle, content, tags). Contentless with deletes, keyed by
 * `articles.search_id`: the repository writes it alongside the article. `remove_diacritics 2` makes
 * "eleve" find "élève"; prefix indexes of 2 and 3 characters keep autocomplete prefix queries cheap.
 * Another database provides its own search behind the same repository function.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create virtual table articles_fts using fts5(
      title, sub_title, content, tags,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3'
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table articles_fts`.execute(db);
}
