import type { DB } from '../db/connection.ts';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferences, type NotificationPreferencesInput } from '../schemas/notifications.ts';

/**
 * Notification preferences (issue #29): per kind, in the app and as a push, on unless turned off.
 * Only kinds a reader changed have a row, so the fan-out's "not turned off" test reads a few rows.
 */

/** Whether `userId` turned in-app notifications of `kind` off (then none of that kind is created). */
export async function inAppOff(db: DB, userId: string, kind: NotificationKind): Promise<boolean> {
  const row = await db.selectFrom('notification_preferences').select('in_app').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return row !== undefined && Number(row.in_app) === 0;
}

/** `GET /api/notifications/preferences`: every kind, defaults filled in. */
export async function readPreferences(db: DB, userId: string): Promise<NotificationPreferences> {
  const rows = await db.selectFrom('notification_preferences').select(['kind', 'in_app', 'push']).where('user_id', '=', userId).execute();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const r = byKind.get(kind);
      return [kind, { inApp: r ? Number(r.in_app) === 1 : true, push: r ? Number(r.push) === 1 : true }];
    }),
  ) as NotificationPreferences;
}

/** `PUT /api/notifications/preferences`: changes the kinds and channels named; answers them all. */
export async function savePreferences(db: DB, userId: string, input: NotificationPreferencesInput, now: Date): Promise<NotificationPreferences> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await readPreferences(trx, userId);
    for (const kind of NOTIFICATION_KINDS) {
      const change = input[kind];
      if (!change) continue;
      const next = { inApp: change.inApp ?? current[kind].inApp, push: change.push ?? current[kind].push };
      const values = { in_app: next.inApp ? 1 : 0, push: next.push ? 1 : 0, updated_at: at };
      await trx
        .insertInto('notification_preferences')
        .values({ user_id: userId, kind, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
        .execute();
    }
  });
  return readPreferences(db, userId);
}
