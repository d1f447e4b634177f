import type { DB } from '../db/connection.ts';
import type { Role } from '../schemas/comments.ts';

/** Stores the role of the account with this (lowercase) email; false when there is none. */
export async function storeRole(db: DB, email: string, role: Role): Promise<boolean> {
  const result = await db.updateTable('users').set({ role }).where('email', '=', email).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The role that counts: admin when `ADMIN_EMAILS` names the email, the stored one otherwise. */
export function effectiveRole(stored: Role, email: string, adminEmails: readonly string[] | undefined): Role {
  return adminEmails?.includes(email.toLowerCase()) ? 'admin' : stored;
}
