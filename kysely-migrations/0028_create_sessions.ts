import type { Kysely } from 'kysely';

/**
 * Signed-in devices (issue #30): one row per sign-in, under the id of its refresh family (the
 * access token's `sid`), so the reader can see where they are signed in and end any of them. What
 * is kept is only what the Devices screen shows: the browser and system named from the user agent
 * (not the user agent itself), whether it was the installed app, when it was made and last seen
 * (to the hour), and the country when a proxy says it (never the address). Whether it is still
 * signed in is the refresh family's (`refresh_tokens.revoked_at`). A deleted account takes its
 * rows with it. Frozen once landed.
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
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'last_seen_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
