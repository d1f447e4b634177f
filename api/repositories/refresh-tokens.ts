import type { DB } from '../db/connection.ts';

/** Whether a sign-in (refresh family) of the user still has a token that is neither revoked nor expired. */
export async function isFamilyActive(db: DB, userId: string, familyId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the hash of a new refresh token in a family (one family per sign-in). */
export async function insertRefreshToken(db: DB, input: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: input.id,
      user_id: input.userId,
      family_id: input.familyId,
      token_hash: input.tokenHash,
      expires_at: input.expiresAt.toISOString(),
      created_at: input.now.toISOString(),
      used_at: null,
      replaced_by_id: null,
      revoked_at: null,
    })
    .execute();
}

export async function findRefreshToken(db: DB, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a token spent and names its successor. False when another request spent it first, which
 * the caller treats as a reuse (inside the grace window or not).
 */
export async function markRefreshTokenUsed(db: DB, id: string, replacedById: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('refresh_tokens').set({ used_at: now.toISOString(), replaced_by_id: replacedById }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a sign-in: every token of the family stops working. */
export async function revokeRefreshFamily(db: DB, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Ends every sign-in of a user (password reset), or every one but `keepFamilyId` (password change). */
export async function revokeUserRefreshTokens(db: DB, userId: string, now: Date, keepFamilyId?: string): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepFamilyId !== undefined) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

/** The token that replaced a spent one (the grace window answers with it again). */
export async function findRefreshTokenById(db: DB, id: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Drops a user's expired tokens (at each sign-in), so the table does not grow without end. */
export async function pruneExpiredRefreshTokens(db: DB, userId: string, now: Date, keepRevokedMs: number): Promise<void> {
  // The last token of an ended sign-in (revoked before it was spent) is what its device still holds:
  // kept `keepRevokedMs` past its expiry, so that device is told it was signed out when it comes back.
  const keptSince = new Date(now.getTime() - keepRevokedMs).toISOString();
  await db
    .deleteFrom('refresh_tokens')
    .where('user_id', '=', userId)
    .where('expires_at', '<', now.toISOString())
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('used_at', 'is not', null), eb('expires_at', '<', keptSince)]))
    .execute();
}
