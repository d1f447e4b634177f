import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { DeviceLabel } from '../auth/device-label.ts';
import type { SessionEndReason, SessionsTable } from '../db/types.ts';
import { revokeRefreshFamily, revokeUserRefreshTokens } from './refresh-tokens.ts';

export type SessionRow = Selectable<SessionsTable>;

/** Times on the Devices screen are coarse (issue #30): to the hour, never to the second. */
export const toHour = (at: Date): string => `${at.toISOString().slice(0, 13)}:00:00.000Z`;

/**
 * How long an ended session is remembered, with the last refresh token it had: a lost phone that
 * comes back within this time is still told it was signed out, and clears what it keeps.
 */
export const ENDED_SESSION_MEMORY_MS = 180 * 24 * 3600_000;

/**
 * The reasons a device is told of (`401 session_revoked` with `reason`): it was signed out from
 * elsewhere, so it clears what it keeps of the account. Signing out here needs no telling, and a
 * stolen token's family asks its owner to sign in again, nothing more.
 */
export const REVOKED_REASONS: readonly SessionEndReason[] = ['signed_out_remotely', 'password_changed', 'password_reset'];

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

/** The user's sessions still signed in (not ended, their refresh family with a live token), last seen first. */
export async function activeSessions(db: DB, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions as s')
    .selectAll('s')
    .where('s.user_id', '=', userId)
    .where('s.ended_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('refresh_tokens as r').select('r.id').whereRef('r.family_id', '=', 's.id').where('r.revoked_at', 'is', null).where('r.expires_at', '>', now.toISOString())),
    )
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** What ends: one sign-in, or every sign-in of a user but `except` (the one asking). */
export type SessionScope = { familyId: string } | { userId: string; except?: string };

/**
 * Ends sessions: their refresh tokens stop working (and with them their access tokens, checked on
 * every request), and each remembers why, for the device to be told when it comes back.
 */
export async function endSessions(db: DB, scope: SessionScope, reason: SessionEndReason, now: Date): Promise<void> {
  if ('familyId' in scope) await revokeRefreshFamily(db, scope.familyId, now);
  else await revokeUserRefreshTokens(db, scope.userId, now, scope.except);
  let query = db.updateTable('sessions').set({ ended_at: now.toISOString(), ended_reason: reason }).where('ended_at', 'is', null);
  if ('familyId' in scope) query = query.where('id', '=', scope.familyId);
  else {
    query = query.where('user_id', '=', scope.userId);
    if (scope.except !== undefined) query = query.where('id', '!=', scope.except);
  }
  await query.execute();
}

/** Why the session `familyId` ended, if it did and the device is to be told (REVOKED_REASONS). */
export async function revokedReason(db: DB, familyId: string): Promise<SessionEndReason | null> {
  const row = await db.selectFrom('sessions').select('ended_reason').where('id', '=', familyId).executeTakeFirst();
  const reason = row?.ended_reason ?? null;
  return reason && REVOKED_REASONS.includes(reason) ? reason : null;
}

/** Forgets the user's sessions ended, or last seen, longer ago than ENDED_SESSION_MEMORY_MS (run at each sign-in). */
export async function pruneEndedSessions(db: DB, userId: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ENDED_SESSION_MEMORY_MS).toISOString();
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('ended_at', '<', before), eb('last_seen_at', '<', before)]))
    .execute();
}
