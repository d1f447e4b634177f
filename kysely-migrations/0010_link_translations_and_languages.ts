import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Linked translations and the reader's content language (issue #14).
 * - `articles.translation_of`: the article this one is the other-language version of. The link is
 *   read both ways (A names B, so B shows A too): the partial index answers "who names me" by key.
 * - Feeds filtered by content language (`GET /api/articles?lang=fr`) at any size: like the type in
 *   0006, the link tables carry a copy of the article's `language`, kept right by the same triggers
 *   (recreated here to copy it), and every feed source has an index that starts with the language (or
 *   the tribe/theme then the language) and ends in feed order, so a page stays a range of `limit`
 *   entries whatever the share of each language. An author's feed filters its own short range.
 * SQLite triggers with row values; PostgreSQL replaces the PL/pgSQL functions of 0006 instead
 * (`postgresTriggers`). Frozen once landed.
 */
const LINKS = [
  { table: 'article_tribes', key: 'tribe_id' },
  { table: 'article_themes', key: 'theme_id' },
] as const;

async function copyTrigger(db: Kysely<any>, table: string, key: string, withLanguage: boolean): Promise<void> {
  const columns = withLanguage ? sql.raw('type, created_at, deleted_at, language') : sql.raw('type, created_at, deleted_at');
  const selected = withLanguage ? sql.raw('a.type, a.created_at, a.deleted_at, a.language') : sql.raw('a.type, a.created_at, a.deleted_at');
  await sql`
    create trigger ${sql.raw(`${table}_feed_copy`)} after insert on ${sql.table(table)} when new.created_at = ''
    begin
      update ${sql.table(table)} set (${columns}) = (select ${selected} from articles as a where a.id = new.article_id)
      where article_id = new.article_id and ${sql.ref(key)} = new.${sql.ref(key)};
    end
  `.execute(db);
}

async function syncTrigger(db: Kysely<any>, withLanguage: boolean): Promise<void> {
  const of = withLanguage ? sql.raw('type, created_at, deleted_at, language') : sql.raw('type, created_at, deleted_at');
  const set = withLanguage
    ? sql.raw('type = new.type, created_at = new.created_at, deleted_at = new.deleted_at, language = new.language')
    : sql.raw('type = new.type, created_at = new.created_at, deleted_at = new.deleted_at');
  await sql`
    create trigger articles_feed_links_sync after update of ${of} on articles
    begin
      update article_tribes set ${set} where article_id = new.id;
      update article_themes set ${set} where article_id = new.id;
    end
  `.execute(db);
}

/** The PL/pgSQL functions of 0006, now copying and following the language too. */
async function postgresTriggers(db: Kysely<any>, withLanguage: boolean): Promise<void> {
  const columns = withLanguage ? sql.raw('a.type, a.created_at, a.deleted_at, a.language') : sql.raw('a.type, a.created_at, a.deleted_at');
  const into = withLanguage ? sql.raw('new.type, new.created_at, new.deleted_at, new.language') : sql.raw('new.type, new.created_at, new.deleted_at');
  const set = withLanguage
    ? sql.raw('type = new.type, created_at = new.created_at, deleted_at = new.deleted_at, language = new.language')
    : sql.raw('type = new.type, created_at = new.created_at, deleted_at = new.deleted_at');
  await sql`
    create or replace function link_feed_copy() returns trigger language plpgsql as $$
    begin
      select ${columns} into ${into} from articles as a where a.id = new.article_id;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function articles_feed_links_sync() returns trigger language plpgsql as $$
    begin
      update article_tribes set ${set} where article_id = new.id;
      update article_themes set ${set} where article_id = new.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`drop trigger articles_feed_links_sync on articles`.execute(db);
  const of = withLanguage ? sql.raw('type, created_at, deleted_at, language') : sql.raw('type, created_at, deleted_at');
  await sql`create trigger articles_feed_links_sync after update of ${of} on articles for each row execute function articles_feed_links_sync()`.execute(db);
}

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable('articles')
    .addColumn('translation_of', 'text', (c) => c.references('articles.id'))
    .execute();
  await sql`create index articles_translation_of_idx on articles (translation_of) where translation_of is not null`.execute(db);
  await db.schema.createIndex('articles_lang_feed_idx').on('articles').columns(['language', 'deleted_at', 'created_at', 'id']).execute();
  await db.schema.createIndex('articles_lang_type_feed_idx').on('articles').columns(['language', 'type', 'deleted_at', 'created_at', 'id']).execute();
  if (pg) {
    for (const { table, key } of LINKS) {
      await db.schema
        .alterTable(table)
        .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update ${sql.table(table)} set language = (select a.language from articles as a where a.id = ${sql.ref(`${table}.article_id`)})`.execute(db);
      await db.schema.createIndex(`${table}_lang_feed_idx`).on(table).columns([key, 'language', 'deleted_at', 'created_at', 'article_id']).execute();
      await db.schema.createIndex(`${table}_lang_type_feed_idx`).on(table).columns([key, 'language', 'type', 'deleted_at', 'created_at', 'article_id']).execute();
    }
    return postgresTriggers(db, true);
  }

  await sql`drop trigger articles_feed_links_sync`.execute(db);
  for (const { table, key } of LINKS) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update ${sql.table(table)} set language = (select a.language from articles as a where a.id = ${sql.ref(`${table}.article_id`)})`.execute(db);
    await sql`drop trigger ${sql.raw(`${table}_feed_copy`)}`.execute(db);
    await copyTrigger(db, table, key, true);
    await db.schema.createIndex(`${table}_lang_feed_idx`).on(table).columns([key, 'language', 'deleted_at', 'created_at', 'article_id']).execute();
    await db.schema.createIndex(`${table}_lang_type_feed_idx`).on(table).columns([key, 'language', 'type', 'deleted_at', 'created_at', 'article_id']).execute();
  }
  await syncTrigger(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await postgresTriggers(db, false);
    for (const { table } of LINKS) {
      await db.schema.dropIndex(`${table}_lang_type_feed_idx`).execute();
      await db.schema.dropIndex(`${table}_lang_feed_idx`).execute();
      await db.schema.alterTable(table).dropColumn('language').execute();
    }
  } else await downSqlite(db);
  await db.schema.dropIndex('articles_lang_type_feed_idx').execute();
  await db.schema.dropIndex('articles_lang_feed_idx').execute();
  await db.schema.dropIndex('articles_translation_of_idx').execute();
  await db.schema.alterTable('articles').dropColumn('translation_of').execute();
}

async function downSqlite(db: Kysely<any>): Promise<void> {
  await sql`drop trigger articles_feed_links_sync`.execute(db);
  for (const { table, key } of LINKS) {
    await db.schema.dropIndex(`${table}_lang_type_feed_idx`).execute();
    await db.schema.dropIndex(`${table}_lang_feed_idx`).execute();
    await sql`drop trigger ${sql.raw(`${table}_feed_copy`)}`.execute(db);
    await copyTrigger(db, table, key, false);
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
  await syncTrigger(db, false);
}
