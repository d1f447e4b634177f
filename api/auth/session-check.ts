import type { DB } from '../db/connection.ts';
import { isFamilyActive } from '../repositories/refresh-tokens.ts';

/**
 * Access tokens carry their session (the refresh family, `sid`) and are refused once it is revoked
 * (sign-out, password change or reset, a stolen token detected). The database is asked on every
 * authenticated request, never a per-process cache: with several instances behind a load balancer,
 * a revocation made through one must be refused by all the others on their very next request (a
 * cache could only be invalidated in the process that revoked). The check is one lookup on
 * `refresh_tokens_family_idx` (tests/api/sessions-revocation.test.ts pins its plan).
 */
export async function isSessionActive(db: DB, userId: string, sessionId: string, now: Date): Promise<boolean> {
  return isFamilyActive(db, userId, sessionId, now);
}
