import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { afterAnswer } from '../mail/after-answer.ts';
import { asMailLanguage } from '../mail/mail-language.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { consumeAuthCode, findUsableAuthCode, insertAuthCode } from '../repositories/auth-codes.ts';
import { endSessions } from '../repositories/sessions.ts';
import { clearKey } from '../repositories/rate-limits.ts';
import { activateUser, findUserByEmail, findUserById, updateUser } from '../repositories/users.ts';
import { hashPassword } from './passwords.ts';
import { assertNotLocked, loginAccountKey, recordAttempt, RECOVERY_ADDRESS_LIMIT, RECOVERY_EMAIL_LIMIT, recoveryAddressKey, recoveryEmailKey } from './rate-limit.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const RESET_CODE_TTL_MINUTES = 30;
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed. You can now sign in.';

const invalidResetCode = () => new ApiError(404, 'invalid_reset_code', 'This reset link is invalid or has expired. Ask for a new one.');

/**
 * Mails a reset link when the email has an account. The caller answers `202` either way, and the
 * limits count unknown emails too, so neither the answer nor the limit tells who is registered. The
 * request does the same work for every email — two limit checks and a queued task — and the lookup,
 * the code and the mail happen after the answer (`afterAnswer`), so timing does not tell either.
 * Limits: per email (3 an hour) and per client address (10 an hour, across emails).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, address: string): Promise<void> {
  const { db } = deps;
  const emailKey = recoveryEmailKey(email);
  const addressKey = recoveryAddressKey(address);
  await assertNotLocked(db, [emailKey, addressKey], deps.now());
  await recordAttempt(db, emailKey, RECOVERY_EMAIL_LIMIT, deps.now());
  await recordAttempt(db, addressKey, RECOVERY_ADDRESS_LIMIT, deps.now());
  afterAnswer('password reset mail', () => sendResetLink(deps, email));
}

async function sendResetLink(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.now();
  const code = newSecret();
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000);
  await insertAuthCode(deps.db, { codeHash: hashSecret(code), userId: user.id, purpose: 'reset', expiresAt, now });
  const message = resetPasswordMail({
    to: user.email,
    firstName: user.first_name,
    language: asMailLanguage(user.language),
    link: `${deps.config.publicUrl}/reset_password/${encodeURIComponent(code)}`,
    minutes: RESET_CODE_TTL_MINUTES,
  });
  await deps.mailer.send(message);
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
    await endSessions(trx, { userId: owner }, 'password_reset', now);
    return owner;
  });
  if (!userId) throw invalidResetCode();
  // The owner proved the mailbox: a lockout from earlier wrong guesses no longer protects anything.
  const user = await findUserById(db, userId);
  if (user) await clearKey(db, loginAccountKey(user.email));
}
