import type { DB } from '../db/connection.ts';
import { ApiError } from '../http/errors.ts';
import { countEvent, findActiveLock, lockKey } from '../repositories/rate-limits.ts';

/** At most `max` events per `windowMs`; reaching it locks the key for `lockMs` (or to the window's end). */
export interface LimitPolicy {
  max: number;
  windowMs: number;
  lockMs?: number;
}

const MINUTE = 60_000;

/** Failed sign-ins per account: 5 per 15 minutes, then 15 minutes locked. */
export const LOGIN_ACCOUNT_LIMIT: LimitPolicy = { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Failed sign-ins per client address, across accounts (password spraying). */
export const LOGIN_ADDRESS_LIMIT: LimitPolicy = { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Password-reset requests per email, known or not (so the limit does not reveal accounts). */
export const RECOVERY_EMAIL_LIMIT: LimitPolicy = { max: 3, windowMs: 60 * MINUTE };
/** Password-reset requests per client address, across emails (probing many addresses). */
export const RECOVERY_ADDRESS_LIMIT: LimitPolicy = { max: 10, windowMs: 60 * MINUTE };
/** Registrations per client address (mass account creation, or probing which emails exist). */
export const REGISTER_ADDRESS_LIMIT: LimitPolicy = { max: 10, windowMs: 60 * MINUTE };

/** "You already have an account" notices per address: registering someone else's email must not flood them. */
export const REGISTER_NOTICE_LIMIT: LimitPolicy = { max: 3, windowMs: 60 * MINUTE };

export const loginAccountKey = (username: string) => `login:account:${username}`;
export const loginAddressKey = (address: string) => `login:address:${address}`;
export const recoveryEmailKey = (email: string) => `recovery:email:${email}`;
export const recoveryAddressKey = (address: string) => `recovery:address:${address}`;
export const registerAddressKey = (address: string) => `register:address:${address}`;
export const registerNoticeKey = (email: string) => `register-notice:email:${email}`;

function tooManyAttempts(until: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(429, 'too_many_attempts', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, undefined, { 'Retry-After': String(seconds) });
}

/** Throws `429 too_many_attempts` with `Retry-After` when any of the keys is locked. */
export async function assertNotLocked(db: DB, keys: readonly string[], now: Date): Promise<void> {
  let latest: Date | null = null;
  for (const key of keys) {
    const until = await findActiveLock(db, key, now);
    if (until && (!latest || until > latest)) latest = until;
  }
  if (latest) throw tooManyAttempts(latest, now);
}

/** Counts one event on `key`; the event that reaches the limit locks the key. */
export async function recordAttempt(db: DB, key: string, policy: LimitPolicy, now: Date): Promise<void> {
  const state = await countEvent(db, key, policy.windowMs, now);
  if (state.count < policy.max) return;
  const until = policy.lockMs ? now.getTime() + policy.lockMs : state.windowStartedAt.getTime() + policy.windowMs;
  await lockKey(db, key, new Date(until));
}

/** For silent limits (nothing tells the caller): false when `key` is locked, else counts the event. */
export async function allowEvent(db: DB, key: string, policy: LimitPolicy, now: Date): Promise<boolean> {
  if (await findActiveLock(db, key, now)) return false;
  await recordAttempt(db, key, policy, now);
  return true;
}
