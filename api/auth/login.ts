import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { clearKey } from '../repositories/rate-limits.ts';
import { findUserByEmail, toPublicUser } from '../repositories/users.ts';
import type { LoginResult } from '../schemas/user.ts';
import { verifyDummyPassword, verifyPassword } from './passwords.ts';
import { assertNotLocked, LOGIN_ACCOUNT_LIMIT, LOGIN_ADDRESS_LIMIT, loginAccountKey, loginAddressKey, recordAttempt } from './rate-limit.ts';
import { startSession, type SignInDevice } from './session.ts';

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'Wrong email or password.');

/**
 * Signs in with email and password. Failures count per account and per client address; a locked
 * account or address is refused (`429`) before the password is even checked, so a lockout also
 * stops a correct guess. Unknown accounts cost the same scrypt time as known ones, and answer the
 * same `401`; "not activated" is only said once the password is proven right.
 */
export async function login(deps: AppDeps, input: { username: string; password: string }, address: string, device: SignInDevice = {}): Promise<LoginResult> {
  const { db } = deps;
  const accountKey = loginAccountKey(input.username);
  const addressKey = loginAddressKey(address);
  await assertNotLocked(db, [accountKey, addressKey], deps.now());

  const user = await findUserByEmail(db, input.username);
  const ok = user ? await verifyPassword(input.password, user.password_hash) : await verifyDummyPassword(input.password);
  if (!user || !ok) {
    const now = deps.now();
    await recordAttempt(db, accountKey, LOGIN_ACCOUNT_LIMIT, now);
    await recordAttempt(db, addressKey, LOGIN_ADDRESS_LIMIT, now);
    throw invalidCredentials();
  }
  if (!user.activated_at) {
    throw new ApiError(403, 'account_not_activated', 'Your account is not activated yet. Open the link in the email we sent you.');
  }
  await clearKey(db, accountKey);
  const tokenInfo = await startSession(deps, { id: user.id, email: user.email }, device);
  return { tokenInfo, user: toPublicUser(user, { withEmail: true, withPhone: true }) };
}
