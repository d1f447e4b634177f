import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Follows (issue #29): a reader follows authors, tribes and themes. One `follows` row names exactly
 * one of `user_id`, `tribe_id`, `theme_id` (a check), so each target keeps its foreign key and a
 * deleted account takes its follows, both ways, with it (`on delete cascade`).
 * - `follows_follower_idx` (follower, newest first): "what I follow", paged by keyset;
 * - one unique partial index per kind (follower, target): a repeated follow is the same row, and
 *   the following feed reads the reader's followed authors, tribes and themes from them;
 * - `follows_followers_idx` (followed user, newest first): a profile's followers, paged by keyset.
 * `users.follower_count` (readers following the user) and `users.following_count` (authors the user
 * follows) are maintained counters, as `articles.comment_count` is (0022): a profile never counts.
 * Unlike comments they move in triggers, in the statement that inserts or deletes the follow,
 * because a deleted account removes follows through the cascade, which no application code sees.
 * `articles_user_feed_idx` (an author's feed range, 0001 and 0013) also carries each article's
 * `type` and `language`: the following feed reads the newest keys of 50 authors at once, and with
 * a type or language filter it read each candidate's row (the 1M benchmark: 39 ms a page, most of
 * it in rows whose text comes before those columns); now it tests them in the index (covering on
 * SQLite, `include` on PostgreSQL). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['follower_count', 'following_count']) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('follows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('tribe_id', 'integer', (c) => c.references('tribes.id').onDelete('cascade'))
    .addColumn('theme_id', 'integer', (c) => c.references('themes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('follows_one_target', sql`(case when user_id is null then 0 else 1 end) + (case when tribe_id is null then 0 else 1 end) + (case when theme_id is null then 0 else 1 end) = 1`)
    .execute();
  await db.schema.createIndex('follows_follower_idx').on('follows').columns(['follower_id', 'created_at', 'id']).execute();
  for (const key of ['user_id', 'tribe_id', 'theme_id']) {
    await sql`create unique index ${sql.raw(`follows_${key.replace('_id', '')}_idx`)} on follows (follower_id, ${sql.ref(key)}) where ${sql.ref(key)} is not null`.execute(db);
  }
  await sql`create index follows_followers_idx on follows (user_id, created_at, id) where user_id is not null`.execute(db);

  await db.schema.dropIndex('articles_user_feed_idx').execute();
  if (isPostgres(db)) await sql`create index articles_user_feed_idx on articles (user_id, created_at, id) include (type, language) where deleted_at is null`.execute(db);
  else await db.schema.createIndex('articles_user_feed_idx').on('articles').columns(['user_id', 'deleted_at', 'created_at', 'id', 'type', 'language']).execute();

  if (isPostgres(db)) {
    await sql`
      create function follows_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.user_id is not null then
            update users set follower_count = follower_count + 1 where id = new.user_id;
            update users set following_count = following_count + 1 where id = new.follower_id;
          end if;
          return new;
        end if;
        if old.user_id is not null then
          update users set follower_count = follower_count - 1 where id = old.user_id;
          update users set following_count = following_count - 1 where id = old.follower_id;
        end if;
        return old;
      end $$`.execute(db);
    await sql`create trigger follows_count after insert or delete on follows for each row execute function follows_count()`.execute(db);
  } else {
    await sql`
      create trigger follows_count_insert after insert on follows when new.user_id is not null
      begin
        update users set follower_count = follower_count + 1 where id = new.user_id;
        update users set following_count = following_count + 1 where id = new.follower_id;
      end`.execute(db);
    await sql`
      create trigger follows_count_delete after delete on follows when old.user_id is not null
      begin
        update users set follower_count = follower_count - 1 where id = old.user_id;
        update users set following_count = following_count - 1 where id = old.follower_id;
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('articles_user_feed_idx').execute();
  if (isPostgres(db)) await sql`create index articles_user_feed_idx on articles (user_id, created_at, id) where deleted_at is null`.execute(db);
  else await db.schema.createIndex('articles_user_feed_idx').on('articles').columns(['user_id', 'deleted_at', 'created_at', 'id']).execute();
  await db.schema.dropTable('follows').execute();
  if (isPostgres(db)) await sql`drop function follows_count()`.execute(db);
  for (const column of ['following_count', 'follower_count']) await db.schema.alterTable('users').dropColumn(column).execute();
}
