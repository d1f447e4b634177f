import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Frozen copy of `autoIdColumn` (api/db/dialect.ts, issue #26): `serial` numbers itself on PostgreSQL. */
function autoIdColumn(db: Kysely<any>) {
  const pg = isPostgres(db);
  return (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
}

/**
 * Notifications (issue #29).
 * - `notification_jobs` is the fan-out queue: publishing, commenting, liking and moderating add one
 *   row in their own transaction; workers of every instance claim rows under a lease (as
 *   `media_jobs`, 0008 and 0015) and write the notifications in batches. `progress` is the last
 *   follower already served by an article's fan-out, so a restart resumes after it.
 * - `notifications`: one row per recipient and `group_key` (unique), so the likes on one comment are
 *   one item, bumped (`updated_at`) by each new like, and a reader following an article's author,
 *   tribe and theme gets it once. Paged newest first by (`updated_at`, `id`), per kind too; the
 *   unread count reads the partial index of rows not read one by one, above the reader's marker.
 * - `notification_read_markers`: "read up to here", one per reader, so devices agree on the count.
 * - `notification_preferences`: a row only where the reader turned something off (defaults on).
 * - Follows get (target, follower) indexes: the fan-out walks a tribe's, theme's or author's
 *   followers in follower order, batch after batch (0025 indexed them by follower first).
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const autoId = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('notification_jobs')
    .addColumn('id', autoId, autoIdColumn(db))
    .addColumn('event', 'text', (c) => c.notNull()) // 'article' | 'comment' | 'like' | 'moderation'
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('progress', 'text')
    .addColumn('status', 'text', (c) => c.notNull()) // 'pending' | 'running' | 'done' | 'failed'
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_jobs_due_idx').on('notification_jobs').columns(['status', 'run_after', 'id']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', autoId, autoIdColumn(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'article' | 'comment' | 'reply' | 'like' | 'moderation'
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('article_id', 'text', (c) => c.references('articles.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decision', 'text') // moderation: 'approved' | 'rejected' | 'banned'
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_group_idx').on('notifications').columns(['user_id', 'group_key']).unique().execute();
  await db.schema.createIndex('notifications_list_idx').on('notifications').columns(['user_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('notifications_kind_idx').on('notifications').columns(['user_id', 'kind', 'updated_at', 'id']).execute();
  await sql`create index notifications_unread_idx on notifications (user_id, updated_at, id) where read_at is null`.execute(db);

  await db.schema
    .createTable('notification_read_markers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addColumn('read_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('in_app', 'integer', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();

  for (const key of ['user_id', 'tribe_id', 'theme_id']) {
    await sql`create index ${sql.raw(`follows_${key.replace('_id', '')}_fanout_idx`)} on follows (${sql.ref(key)}, follower_id) where ${sql.ref(key)} is not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const key of ['user', 'tribe', 'theme']) await db.schema.dropIndex(`follows_${key}_fanout_idx`).execute();
  for (const table of ['notification_preferences', 'notification_read_markers', 'notifications', 'notification_jobs']) await db.schema.dropTable(table).execute();
}
