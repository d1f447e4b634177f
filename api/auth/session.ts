import type { AppDeps, AuthUser } from '../app-env.ts';
import type { DB } from '../db/connection.ts';
import { ApiError } from '../http/errors.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  pruneExpiredRefreshTokens,
  revokeRefreshFamily,
} from '../repositories/refresh-tokens.ts';
import { findUserById } from '../repositories/users.ts';
import { newId } from '../schemas/ids.ts';
import type { TokenInfo } from '../schemas/user.ts';
import { signAccessToken } from './access-token.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Two tabs (or the page and the outbox runner) may refresh with the same token at once; the slower
 * one would otherwise look like a stolen token and sign the person out. Within this window a spent
 * token gets a fresh token of the same family instead.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const invalidRefreshToken = () => new ApiError(401, 'invalid_refresh_token', 'Your session has ended. Sign in again.');

async function addToFamily(db: DB, userId: string, familyId: string, now: Date, id = newId(now.getTime())): Promise<string> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await insertRefreshToken(db, { id, userId, familyId, tokenHash: hashSecret(token), expiresAt, now });
  return token;
}

async function tokenInfo(deps: AppDeps, user: AuthUser, refreshToken: string, now: Date): Promise<TokenInfo> {
  const { token, expiresAt } = await signAccessToken(user, deps.config.jwtSecret, now);
  return { token, refreshToken, expiresAt, username: user.email };
}

/** A new sign-in: an access token and the first refresh token of a new family. */
export async function startSession(deps: AppDeps, user: AuthUser): Promise<TokenInfo> {
  const now = deps.now();
  await pruneExpiredRefreshTokens(deps.db, user.id, now);
  const refreshToken = await addToFamily(deps.db, user.id, newId(now.getTime()), now);
  return tokenInfo(deps, user, refreshToken, now);
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
  if (!row || row.revoked_at !== null || row.expires_at <= now.toISOString()) throw invalidRefreshToken();
  const user = await findUserById(db, row.user_id);
  if (!user) throw invalidRefreshToken();

  const refreshToken = await db.transaction().execute(async (trx) => {
    const nextId = newId(now.getTime());
    if (!(await markRefreshTokenUsed(trx, row.id, nextId, now))) {
      const spent = await findRefreshToken(trx, hash);
      if (!spent || spent.revoked_at !== null) return null;
      if (now.getTime() - new Date(spent.used_at ?? 0).getTime() > REFRESH_REUSE_GRACE_MS) {
        await revokeRefreshFamily(trx, row.family_id, now);
        return null;
      }
    }
    return addToFamily(trx, row.user_id, row.family_id, now, nextId);
  });
  if (!refreshToken) throw invalidRefreshToken();
  return tokenInfo(deps, { id: user.id, email: user.email }, refreshToken, now);
}

/** Sign-out: revokes the token's family. Unknown tokens are ignored (logout is idempotent). */
export async function endSession(db: DB, presented: string, now: Date): Promise<void> {
  const row = await findRefreshToken(db, hashSecret(presented));
  if (row) await revokeRefreshFamily(db, row.family_id, now);
}
