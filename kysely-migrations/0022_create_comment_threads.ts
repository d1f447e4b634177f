import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Comments become real discussions (issue #28). The seed-only `comments` table grows:
 * - `thread_id`: a story and its linked translation share one thread, keyed by the article the
 *   pair's other side names (`coalesce(translation_of, id)`, migration 0010);
 * - two levels: `parent_id` is the top-level comment a reply sits under, `reply_to_user_id` whom a
 *   reply to a reply answered ("replying to <name>");
 * - `content` keeps the Markdown text, `html` its rendering (api/schemas/comment-text.ts, made by
 *   the app: empty for the rows this migration finds, which the app renders when it reads them);
 * - `status` visible | deleted | hidden | held, `hidden_by`, `pinned`, `edited_at`, and the
 *   maintained counters `like_count` and `reply_count` (a list page never counts).
 * `articles.comment_count` is the maintained count of visible comments of the article's thread:
 * cards read it instead of counting. Likes, reports, bans, the moderation log and `users.role`
 * (member | moderator | admin) are new. Indexes end in each sort's order, so a keyset page is a
 * range of `limit` entries at any thread size. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const double = isPostgres(db) ? 'double precision' : 'real';
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
  await db.schema
    .alterTable('articles')
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const columns: [string, string, (c: any) => any][] = [
    ['thread_id', 'text', (c) => c.notNull().defaultTo('')],
    ['parent_id', 'text', (c) => c],
    ['reply_to_user_id', 'text', (c) => c.references('users.id').onDelete('set null')],
    ['html', 'text', (c) => c.notNull().defaultTo('')],
    ['language', 'text', (c) => c.notNull().defaultTo('fr')],
    ['at_seconds', double, (c) => c],
    ['status', 'text', (c) => c.notNull().defaultTo('visible')],
    ['hidden_by', 'text', (c) => c],
    ['pinned', 'integer', (c) => c.notNull().defaultTo(0)],
    ['edited_at', 'text', (c) => c],
    ['like_count', 'integer', (c) => c.notNull().defaultTo(0)],
    ['reply_count', 'integer', (c) => c.notNull().defaultTo(0)],
  ];
  for (const [name, type, build] of columns) {
    await db.schema.alterTable('comments').addColumn(name, sql.raw(type), build).execute();
  }
  await sql`update comments set thread_id = (select coalesce(a.translation_of, a.id) from articles as a where a.id = comments.article_id), language = (select a.language from articles as a where a.id = comments.article_id)`.execute(
    db,
  );
  await sql`update articles set comment_count = (select count(*) from comments as c where c.thread_id = coalesce(articles.translation_of, articles.id) and c.status = 'visible')`.execute(db);

  await db.schema.dropIndex('comments_article_idx').execute();
  // Top-level comments of a thread, oldest/newest (forward/backward) and top (like_count, then newest).
  await db.schema.createIndex('comments_thread_idx').on('comments').columns(['thread_id', 'parent_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('comments_thread_top_idx').on('comments').columns(['thread_id', 'parent_id', 'like_count', 'created_at', 'id']).execute();
  await sql`create index comments_replies_idx on comments (parent_id, created_at, id) where parent_id is not null`.execute(db);
  // A writer's recent comments (holds of new accounts) and the moderation queue's held comments.
  await db.schema.createIndex('comments_user_idx').on('comments').columns(['user_id', 'created_at']).execute();
  await sql`create index comments_held_idx on comments (created_at, id) where status = 'held'`.execute(db);

  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_likes_user_idx').on('comment_likes').columns(['user_id', 'comment_id']).execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  // One open report per reader and comment: reporting again replaces the reason, never piles up.
  await sql`create unique index comment_reports_open_idx on comment_reports (comment_id, reporter_id) where resolved_at is null`.execute(db);
  await sql`create index comment_reports_queue_idx on comment_reports (created_at, id) where resolved_at is null`.execute(db);

  await db.schema
    .createTable('comment_bans')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('until', 'text')
    .addColumn('banned_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('comment_id', 'text')
    .addColumn('target_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_log_time_idx').on('moderation_log').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['moderation_log', 'comment_bans', 'comment_reports', 'comment_likes']) await db.schema.dropTable(table).execute();
  for (const index of ['comments_held_idx', 'comments_user_idx', 'comments_replies_idx', 'comments_thread_top_idx', 'comments_thread_idx']) await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('comments_article_idx').on('comments').columns(['article_id', 'created_at']).execute();
  for (const column of ['reply_count', 'like_count', 'edited_at', 'pinned', 'hidden_by', 'status', 'at_seconds', 'language', 'html', 'reply_to_user_id', 'parent_id', 'thread_id']) {
    await db.schema.alterTable('comments').dropColumn(column).execute();
  }
  await db.schema.alterTable('articles').dropColumn('comment_count').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
