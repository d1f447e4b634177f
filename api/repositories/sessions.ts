import type { DB } from '../db/connection.ts';
import type { DeviceLabel } from '../auth/device-label.ts';
import type { Selectable } from 'kysely';
import type { SessionsTable } from '../db/types.ts';

export type SessionRow = Selectable<SessionsTable>;

/** Times on the Devices screen are coarse (issue #30): to the hour, never to the second. */
export const toHour = (at: Date): string => `${at.toISOString().slice(0, 13)}:00:00.000Z`;

/** Records a new sign-in (its refresh family `id`) and the device it was made on. */
export async function recordSession(db: DB, input: { id: string; userId: string; device: DeviceLabel; installed: boolean; now: Date }): Promise<void> {
  const at = toHour(input.now);
  await db
    .insertInto('sessions')
    .values({ id: input.id, user_id: input.userId, browser: input.device.browser, os: input.device.os, installed: input.installed ? 1 : 0, country: null, created_at: at, last_seen_at: at })
    .execute();
}

/** The session was used now (a token refresh): written once an hour at most. */
export async function touchSession(db: DB, id: string, now: Date): Promise<void> {
  const at = toHour(now);
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).where('last_seen_at', '<', at).execute();
}

/** The user's sessions still signed in (their refresh family has a live token), last seen first. */
export async function activeSessions(db: DB, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions as s')
    .selectAll('s')
    .where('s.user_id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('refresh_tokens as r').select('r.id').whereRef('r.family_id', '=', 's.id').where('r.revoked_at', 'is', null).where('r.expires_at', '>', now.toISOString())),
    )
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Forgets the user's sessions that are no longer signed in (run at each sign-in, as expired tokens are pruned). */
export async function pruneEndedSessions(db: DB, userId: string, now: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_tokens as r').select('r.id').whereRef('r.family_id', '=', 'sessions.id').where('r.revoked_at', 'is', null).where('r.expires_at', '>', now.toISOString()))),
    )
    .execute();
}
