import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { PushSubscriptionsTable } from '../db/types.ts';
import type { PushSubscription, PushSubscriptionInput } from '../schemas/push.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

const toSubscription = (row: Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'created_at' | 'updated_at'>): PushSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * `PUT /api/push/subscriptions/:id`: stores the device's subscription, replacing its earlier one
 * (a new endpoint or keys after the browser renewed them). An endpoint reaches one browser profile:
 * if another account (or another id) held it, that row goes, so a shared computer where someone
 * else signs in stops receiving the first account's notifications.
 */
export async function saveSubscription(db: DB, userId: string, id: string, input: PushSubscriptionInput, now: Date): Promise<{ subscription: PushSubscription; created: boolean }> {
  // Two accounts (or two ids) subscribing one endpoint at the same moment on PostgreSQL: both
  // transactions saw no other row, and the second insert meets the unique endpoint. Doing it again
  // then sees the first one's row and moves it, as a later request would. Each round, one of the
  // racing requests commits, so ten rounds cover ten at once (a shared kiosk's browser, not more).
  for (let attempt = 1; ; attempt++) {
    try {
      return await saveOnce(db, userId, id, input, now);
    } catch (error) {
      if (attempt >= 10 || !isUniqueViolation(error)) throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed: push_subscriptions\./.test(String(e?.message ?? ''));
}

async function saveOnce(db: DB, userId: string, id: string, input: PushSubscriptionInput, now: Date): Promise<{ subscription: PushSubscription; created: boolean }> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', input.endpoint)
      .where((eb) => eb.or([eb('user_id', '!=', userId), eb('id', '!=', id)]))
      .execute();
    const before = await tx.selectFrom('push_subscriptions').select('created_at').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    const row = await tx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet({ endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, updated_at: at }))
      .returning(['id', 'endpoint', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    return { subscription: toSubscription(row), created: !before };
  });
}

/** `DELETE /api/push/subscriptions/:id`: the user's own subscription only; nothing when it is gone. */
export async function deleteSubscription(db: DB, userId: string, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** The user's devices (all of them, or those of `ids` when a send is retried for some). */
export async function subscriptionsOf(db: DB, userId: string, ids?: readonly string[]): Promise<PushSubscriptionRow[]> {
  let query = db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  return query.orderBy('id').execute();
}

/**
 * Removes a subscription the push service said is gone (404, 410), unless the device re-subscribed
 * with another endpoint meanwhile: that newer one still works.
 */
export async function removeGoneSubscription(db: DB, row: Pick<PushSubscriptionRow, 'user_id' | 'id' | 'endpoint'>): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', row.user_id).where('id', '=', row.id).where('endpoint', '=', row.endpoint).execute();
}
