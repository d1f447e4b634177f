import { sql, type Kysely } from 'kysely';

/**
 * Signed-in devices (issue #30): one row per sign-in, under the id of its refresh family (the
 * access token's `sid`), so the reader can see where they are signed in and end any of them. What
 * is kept is only what the Devices screen shows: the browser and system named from the user agent
 * (not the user agent itself), whether it was the installed app, when it was made and last seen
 * (to the hour), and the country when a proxy says it (never the address). An ended session keeps
 * when and why it ended (`ended_reason`: signed out here or from another device, a password change
 * or reset, a stolen token), so a lost device that comes back months later is told to clear what it
 * keeps (`401 session_revoked`). Sign-ins made before this table are listed with unknown names. A
 * deleted account takes its rows with it. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('installed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('country', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('ended_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'last_seen_at']).execute();
  // The sign-ins still alive: one row each, under their refresh family, named as unknown.
  await sql`
    insert into sessions (id, user_id, browser, os, installed, country, created_at, last_seen_at)
    select family_id, user_id, '', '', 0, null, min(created_at), max(created_at)
    from refresh_tokens
    where revoked_at is null
    group by family_id, user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
