import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Filtered feeds at any size (issue #11). A feed filtered by tribe or theme is ordered by the
 * article's `(created_at desc, id desc)`, which the link tables did not carry: SQLite had to collect
 * every article of the tribe and sort them (a temp b-tree over tens of thousands of rows at 1M
 * articles). The link rows now carry a copy of the article's `type`, `created_at` and `deleted_at`,
 * kept right by triggers (so every writer, the API, the demo seed, imports, stays correct), and
 * indexes end in the feed order: a page by tribe, theme or either with a type is a range scan of
 * `limit` entries. Tribe and theme together walk the tribe's range and probe the theme link's
 * primary key. SQLite-specific (triggers with row values); PostgreSQL would keep the same columns
 * with its own triggers (`postgresTriggers`, PL/pgSQL). Frozen once landed.
 */
const LINKS = [
  { table: 'article_tribes', key: 'tribe_id' },
  { table: 'article_themes', key: 'theme_id' },
] as const;

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, key } of LINKS) {
    await db.schema
      .alterTable(table)
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
    await sql`
      update ${sql.table(table)} set (type, created_at, deleted_at) =
        (select a.type, a.created_at, a.deleted_at from articles as a where a.id = ${sql.ref(`${table}.article_id`)})
    `.execute(db);
    // A link row takes the article's feed columns as it is inserted, whoever inserts it (a bulk
    // loader that already wrote them, like the benchmark's, skips the extra update).
    if (!isPostgres(db)) {
      await sql`
        create trigger ${sql.raw(`${table}_feed_copy`)} after insert on ${sql.table(table)} when new.created_at = ''
        begin
          update ${sql.table(table)} set (type, created_at, deleted_at) =
            (select a.type, a.created_at, a.deleted_at from articles as a where a.id = new.article_id)
          where article_id = new.article_id and ${sql.ref(key)} = new.${sql.ref(key)};
        end
      `.execute(db);
    }
    await db.schema.createIndex(`${table}_feed_idx`).on(table).columns([key, 'deleted_at', 'created_at', 'article_id']).execute();
    await db.schema.createIndex(`${table}_type_feed_idx`).on(table).columns([key, 'type', 'deleted_at', 'created_at', 'article_id']).execute();
  }
  if (isPostgres(db)) return postgresTriggers(db);
  // An article's type changes on edit and `deleted_at` on delete: its link rows follow.
  await sql`
    create trigger articles_feed_links_sync after update of type, created_at, deleted_at on articles
    begin
      update article_tribes set type = new.type, created_at = new.created_at, deleted_at = new.deleted_at where article_id = new.id;
      update article_themes set type = new.type, created_at = new.created_at, deleted_at = new.deleted_at where article_id = new.id;
    end
  `.execute(db);
}

/**
 * The same two triggers on PostgreSQL: a link row takes its article's feed columns before it is
 * inserted (one function for both link tables, which name those columns alike), and an article's
 * changes reach its link rows.
 */
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function link_feed_copy() returns trigger language plpgsql as $$
    begin
      select a.type, a.created_at, a.deleted_at into new.type, new.created_at, new.deleted_at from articles as a where a.id = new.article_id;
      return new;
    end
    $$
  `.execute(db);
  for (const { table } of LINKS) {
    await sql`
      create trigger ${sql.raw(`${table}_feed_copy`)} before insert on ${sql.table(table)}
      for each row when (new.created_at = '') execute function link_feed_copy()
    `.execute(db);
  }
  await sql`
    create function articles_feed_links_sync() returns trigger language plpgsql as $$
    begin
      update article_tribes set type = new.type, created_at = new.created_at, deleted_at = new.deleted_at where article_id = new.id;
      update article_themes set type = new.type, created_at = new.created_at, deleted_at = new.deleted_at where article_id = new.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger articles_feed_links_sync after update of type, created_at, deleted_at on articles
    for each row execute function articles_feed_links_sync()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await sql`drop trigger articles_feed_links_sync${pg ? sql` on articles` : sql``}`.execute(db);
  if (pg) await sql`drop function articles_feed_links_sync`.execute(db);
  for (const { table } of LINKS) {
    await sql`drop trigger ${sql.raw(`${table}_feed_copy`)}${pg ? sql` on ${sql.table(table)}` : sql``}`.execute(db);
    await db.schema.dropIndex(`${table}_type_feed_idx`).execute();
    await db.schema.dropIndex(`${table}_feed_idx`).execute();
    for (const column of ['deleted_at', 'created_at', 'type']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  if (pg) await sql`drop function link_feed_copy`.execute(db);
}
