import { type Kysely, sql } from 'kysely';

/**
 * Readers report a user, not only a comment (issue #28, "Report a comment (or a user) with a
 * reason"). Shaped as `comment_reports` (migration 0022): one open report per reader and user
 * (reporting again replaces the reason), and the queue reads the open ones newest first. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await sql`create unique index user_reports_open_idx on user_reports (user_id, reporter_id) where resolved_at is null`.execute(db);
  await sql`create index user_reports_queue_idx on user_reports (created_at, id) where resolved_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_reports').execute();
}
