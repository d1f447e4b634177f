import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { asMailLanguage } from '../mail/language.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { consumeAuthCode, findUsableAuthCode, insertAuthCode } from '../repositories/auth-codes.ts';
import { revokeUserRefreshTokens } from '../repositories/refresh-tokens.ts';
import { clearKey } from '../repositories/rate-limits.ts';
import { activateUser, findUserByEmail, findUserById, updateUser } from '../repositories/users.ts';
import { hashPassword } from './passwords.ts';
import { assertNotLocked, loginAccountKey, recordAttempt, RECOVERY_EMAIL_LIMIT, recoveryEmailKey } from './rate-limit.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const RESET_CODE_TTL_MINUTES = 30;
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed. You can now sign in.';

const invalidResetCode = () => new ApiError(404, 'invalid_reset_code', 'This reset link is invalid or has expired. Ask for a new one.');

/**
 * Mails a reset link when the email has an account. The caller answers `202` either way, and the
 * rate limit counts unknown emails too, so neither the answer nor the limit tells who is registered.
 * The mail is not awaited: waiting for SMTP only on known emails would show in response times.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps;
  const key = recoveryEmailKey(email);
  await assertNotLocked(db, [key], deps.now());
  await recordAttempt(db, key, RECOVERY_EMAIL_LIMIT, deps.now());
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const now = deps.now();
  const code = newSecret();
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000);
  await insertAuthCode(db, { codeHash: hashSecret(code), userId: user.id, purpose: 'reset', expiresAt, now });
  const message = resetPasswordMail({
    to: user.email,
    firstName: user.first_name,
    language: asMailLanguage(user.language),
    link: `${deps.config.publicUrl}/reset_password/${encodeURIComponent(code)}`,
    minutes: RESET_CODE_TTL_MINUTES,
  });
  deps.mailer.send(message).catch((error: unknown) => console.error(`[mail] reset mail to ${user.email} failed`, error));
}

/**
 * Sets a new password with a reset code and ends every session of the account. The code proves the
 * mailbox, so an account never activated becomes active too. `404 invalid_reset_code` otherwise.
 */
export async function resetPassword(deps: AppDeps, code: string, password: string): Promise<void> {
  const { db } = deps;
  const codeHash = hashSecret(code);
  // Checked before hashing, so bad codes do not cost a scrypt run.
  if (!(await findUsableAuthCode(db, codeHash, 'reset', deps.now()))) throw invalidResetCode();
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const userId = await db.transaction().execute(async (trx) => {
    const owner = await consumeAuthCode(trx, codeHash, 'reset', now);
    if (!owner) return null;
    await updateUser(trx, owner, { password_hash: passwordHash }, now);
    await activateUser(trx, owner, now);
    await revokeUserRefreshTokens(trx, owner, now);
    return owner;
  });
  if (!userId) throw invalidResetCode();
  // The owner proved the mailbox: a lockout from earlier wrong guesses no longer protects anything.
  const user = await findUserById(db, userId);
  if (user) await clearKey(db, loginAccountKey(user.email));
}
