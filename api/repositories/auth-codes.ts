import type { DB } from '../db/connection.ts';
import type { AuthCodesTable } from '../db/types.ts';

export type AuthCodePurpose = AuthCodesTable['purpose'];

/** Stores the hash of a new single-use code. */
export async function insertAuthCode(db: DB, input: { codeHash: string; userId: string; purpose: AuthCodePurpose; expiresAt: Date; now: Date }): Promise<void> {
  await db
    .insertInto('auth_codes')
    .values({
      code_hash: input.codeHash,
      user_id: input.userId,
      purpose: input.purpose,
      expires_at: input.expiresAt.toISOString(),
      used_at: null,
      created_at: input.now.toISOString(),
    })
    .execute();
}

/** The user a code belongs to while it is unused and unexpired; undefined otherwise. */
export async function findUsableAuthCode(db: DB, codeHash: string, purpose: AuthCodePurpose, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_codes')
    .select('user_id')
    .where('code_hash', '=', codeHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Spends a code in one statement, so two requests racing with the same code cannot both succeed;
 * the user's other open codes of that purpose are spent with it. Returns the user id, or undefined
 * when the code is unknown, used or expired.
 */
export async function consumeAuthCode(db: DB, codeHash: string, purpose: AuthCodePurpose, now: Date): Promise<string | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable('auth_codes')
    .set({ used_at: at })
    .where('code_hash', '=', codeHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('auth_codes').set({ used_at: at }).where('user_id', '=', row.user_id).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  return row.user_id;
}
