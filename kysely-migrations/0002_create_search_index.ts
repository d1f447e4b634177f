import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * SQLite FTS5 index of articles (title, subtitle, content, tags). Contentless with deletes, keyed by
 * `articles.search_id`: the repository writes it alongside the article. `remove_diacritics 2` makes
 * "eleve" find "élève"; prefix indexes of 2 and 3 characters keep autocomplete prefix queries cheap.
 * Another database provides its own search behind the same repository function.
 *
 * PostgreSQL (issue #15): the same table name and columns, so the repository and the demo seed write
 * it unchanged, but a row keeps only `document`, a `tsvector` made as it is written (then the text
 * columns are emptied: contentless, like FTS5): title (weight A) over subtitle (B), tags (C), body
 * and transcript (D), each through the article's language configuration (French or English
 * stemming) and the `simple` one (every word as written, so stop words and exact words match as on
 * SQLite), all with `unaccent`. A GIN index answers the `@@` matches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
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
  if (isPostgres(db)) {
    await sql`drop function articles_fts_document`.execute(db);
    for (const name of ['simple_unaccent', 'french_unaccent', 'english_unaccent']) await sql`drop text search configuration ${sql.id(name)}`.execute(db);
  }
}

/** Accent-insensitive copies of `simple`, `french` and `english` (unaccent before the dictionary). */
async function createConfigurations(db: Kysely<any>): Promise<void> {
  // `unaccent` is a trusted extension: a database owner may create it (no superuser needed).
  await sql`create extension if not exists unaccent`.execute(db);
  for (const [name, copy, dictionary] of [
    ['simple_unaccent', 'simple', 'simple'],
    ['french_unaccent', 'french', 'french_stem'],
    ['english_unaccent', 'english', 'english_stem'],
  ]) {
    await sql`create text search configuration ${sql.id(name!)} (copy = ${sql.id(copy!)})`.execute(db);
    await sql`alter text search configuration ${sql.id(name!)} alter mapping for hword, hword_part, word with unaccent, ${sql.id(dictionary!)}`.execute(db);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await createConfigurations(db);
  await sql`
    create table articles_fts (
      rowid integer primary key,
      title text not null default '', sub_title text not null default '', content text not null default '', tags text not null default '',
      document tsvector not null
    )
  `.execute(db);
  await sql`create index articles_fts_document_idx on articles_fts using gin (document)`.execute(db);
  // The article is written before its search row (api/repositories/articles-write.ts, the seed).
  await sql`
    create function articles_fts_document() returns trigger language plpgsql as $$
    declare
      config regconfig;
    begin
      select case a.language when 'en' then 'english_unaccent' when 'fr' then 'french_unaccent' else 'simple_unaccent' end::regconfig
        into config from articles as a where a.search_id = new.rowid;
      config := coalesce(config, 'simple_unaccent'::regconfig);
      new.document :=
        setweight(to_tsvector(config, new.title) || to_tsvector('simple_unaccent', new.title), 'A') ||
        setweight(to_tsvector(config, new.sub_title) || to_tsvector('simple_unaccent', new.sub_title), 'B') ||
        setweight(to_tsvector(config, new.tags) || to_tsvector('simple_unaccent', new.tags), 'C') ||
        setweight(to_tsvector(config, new.content) || to_tsvector('simple_unaccent', new.content), 'D');
      new.title := ''; new.sub_title := ''; new.content := ''; new.tags := '';
      return new;
    end
    $$
  `.execute(db);
  await sql`create trigger articles_fts_document before insert or update on articles_fts for each row execute function articles_fts_document()`.execute(db);
}
