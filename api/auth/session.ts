import type { AppDeps, AuthUser } from '../app-env.ts';
import type { DB } from '../db/connection.ts';
import { ApiError } from '../http/errors.ts';
import { createHmac } from 'node:crypto';
import { findRefreshToken, findRefreshTokenById, insertRefreshToken, markRefreshTokenUsed, pruneExpiredRefreshTokens } from '../repositories/refresh-tokens.ts';
import { ENDED_SESSION_MEMORY_MS, endSessions, pruneEndedSessions, recordSession, revokedReason, touchSession } from '../repositories/sessions.ts';
import { findUserById } from '../repositories/users.ts';
import { newId } from '../schemas/ids.ts';
import type { TokenInfo } from '../schemas/user.ts';
import { signAccessToken } from './access-token.ts';
import { deviceLabel } from './device-label.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Two tabs (or the page and the outbox runner) may refresh with the same token at once; the slower
 * one would otherwise look like a stolen token and sign the person out. Within this window a spent
 * token is answered with the same successor it got the first time, never a second branch: the
 * family stays one chain, so a later reuse of either copy is still detected.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const invalidRefreshToken = () => new ApiError(401, 'invalid_refresh_token', 'Your session has ended. Sign in again.');

/**
 * A session ended from elsewhere (issue #30): `reason` tells the device why (signed out from another
 * device, the password changed or reset), and it clears what it keeps of the account.
 */
export const sessionRevoked = (reason: string) => new ApiError(401, 'session_revoked', 'This device was signed out. Sign in again.', undefined, { reason });

/**
 * The successor of a refresh token is derived from it with the server's key (HMAC), so a retry in
 * the grace window can be handed the same successor although only hashes are stored.
 */
function successorOf(presented: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor\n${presented}`).digest('base64url');
}

async function addToFamily(db: DB, userId: string, familyId: string, now: Date, id = newId(now.getTime()), token = newSecret()): Promise<string> {
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await insertRefreshToken(db, { id, userId, familyId, tokenHash: hashSecret(token), expiresAt, now });
  return token;
}

async function tokenInfo(deps: AppDeps, user: AuthUser, refreshToken: string, now: Date): Promise<TokenInfo> {
  const { token, expiresAt } = await signAccessToken(user, deps.config.jwtSecret, now);
  return { token, refreshToken, expiresAt, username: user.email };
}

/** The device a sign-in is made on: its user agent, and whether the installed app made it. */
export interface SignInDevice {
  userAgent?: string;
  installed?: boolean;
}

/**
 * A new sign-in: an access token and the first refresh token of a new family, recorded with its
 * device for the Devices screen (issue #30).
 */
export async function startSession(deps: AppDeps, user: Omit<AuthUser, 'sessionId'>, device: SignInDevice = {}): Promise<TokenInfo> {
  const now = deps.now();
  await pruneExpiredRefreshTokens(deps.db, user.id, now, ENDED_SESSION_MEMORY_MS);
  await pruneEndedSessions(deps.db, user.id, now);
  const familyId = newId(now.getTime());
  const refreshToken = await deps.db.transaction().execute(async (trx) => {
    await recordSession(trx, { id: familyId, userId: user.id, device: deviceLabel(device.userAgent), installed: device.installed === true, now });
    return addToFamily(trx, user.id, familyId, now);
  });
  return tokenInfo(deps, { ...user, sessionId: familyId }, refreshToken, now);
}

/**
 * Rotation: a refresh token works once and is replaced by a new one of its family. A spent token
 * presented again after the grace window means a copy is in other hands: the whole family is revoked
 * (both holders must sign in again). Throws `401 invalid_refresh_token`.
 */
export async function refreshSession(deps: AppDeps, presented: string): Promise<TokenInfo> {
  const { db } = deps;
  const now = deps.now();
  const hash = hashSecret(presented);
  const row = await findRefreshToken(db, hash);
  if (!row) throw invalidRefreshToken();
  if (row.revoked_at !== null) {
    const reason = await revokedReason(db, row.family_id);
    throw reason ? sessionRevoked(reason) : invalidRefreshToken();
  }
  if (row.expires_at <= now.toISOString()) throw invalidRefreshToken();
  const user = await findUserById(db, row.user_id);
  if (!user) throw invalidRefreshToken();

  const successor = successorOf(presented, deps.config.jwtSecret);
  const refreshToken = await db.transaction().execute(async (trx) => {
    const nextId = newId(now.getTime());
    if (await markRefreshTokenUsed(trx, row.id, nextId, now)) return addToFamily(trx, row.user_id, row.family_id, now, nextId, successor);
    const spent = await findRefreshToken(trx, hash);
    if (!spent || spent.revoked_at !== null) return null;
    if (now.getTime() - new Date(spent.used_at ?? 0).getTime() > REFRESH_REUSE_GRACE_MS) {
      await endSessions(trx, { familyId: row.family_id }, 'token_reuse', now);
      return null;
    }
    // Within the grace window: the successor already made, if it is still valid.
    const next = spent.replaced_by_id ? await findRefreshTokenById(trx, spent.replaced_by_id) : undefined;
    if (!next || next.revoked_at !== null || next.token_hash !== hashSecret(successor)) return null;
    return successor;
  });
  if (!refreshToken) throw invalidRefreshToken();
  await touchSession(db, row.family_id, now);
  return tokenInfo(deps, { id: user.id, email: user.email, sessionId: row.family_id }, refreshToken, now);
}

/**
 * Sign-out: revokes the token's family, so its access tokens are refused from the next request on.
 * Unknown tokens are ignored (logout is idempotent).
 */
export async function endSession(db: DB, presented: string, now: Date): Promise<void> {
  const row = await findRefreshToken(db, hashSecret(presented));
  if (row) await endSessions(db, { familyId: row.family_id }, 'signed_out', now);
}
