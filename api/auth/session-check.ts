import type { DB } from '../db/connection.ts';
import { isFamilyActive, revocationEpoch } from '../repositories/refresh-tokens.ts';

/**
 * Access tokens carry their session (the refresh family, `sid`) and are refused once it is revoked
 * (sign-out, password change or reset, a stolen token detected). Checking the database on every
 * call would cost a query per request, so answers are cached for a short time. Every revocation goes
 * through `refresh-tokens.ts`, which moves `revocationEpoch()`: answers from an older epoch are not
 * used, so a revoked session is refused on the very next request of this process.
 */
const CHECK_TTL_MS = 60_000;
const CHECK_CACHE_MAX = 10_000;

interface Check {
  active: boolean;
  until: number;
  epoch: number;
}

const checks = new Map<string, Check>();

/** Whether session `sessionId` of `userId` is still signed in (cached up to a minute, not past a revocation). */
export async function isSessionActive(db: DB, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const cacheKey = `${userId}:${sessionId}`;
  const cached = checks.get(cacheKey);
  const epoch = revocationEpoch();
  if (cached && cached.until > now.getTime() && cached.epoch === epoch) return cached.active;
  const active = await isFamilyActive(db, userId, sessionId, now);
  if (checks.size >= CHECK_CACHE_MAX) checks.clear();
  checks.set(cacheKey, { active, until: now.getTime() + CHECK_TTL_MS, epoch });
  return active;
}

/** How many answers are cached (tests check that the cache is used). */
export function cachedSessionChecks(): number {
  return checks.size;
}
