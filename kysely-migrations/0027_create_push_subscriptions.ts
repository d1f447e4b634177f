import type { Kysely } from 'kysely';

/**
 * Web Push subscriptions (issue #29), one row per device of a signed-in user. The device names its
 * subscription (`id`, its own random id), so a repeated `PUT` is the same row: the key is
 * (user, id). A push endpoint reaches one browser profile, so it belongs to one user at a time
 * (`push_subscriptions_endpoint_idx`, unique): subscribing it again as another user moves it. The
 * keys are the browser's (`p256dh`, `auth`, base64url) that each payload is encrypted for. A deleted
 * account takes its subscriptions with it (`on delete cascade`). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_subscriptions_pk', ['user_id', 'id'])
    .execute();
  await db.schema.createIndex('push_subscriptions_endpoint_idx').on('push_subscriptions').column('endpoint').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
