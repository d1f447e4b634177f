import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { activationMail, alreadyRegisteredMail } from '../mail/templates.ts';
import { afterAnswer } from '../mail/after-answer.ts';
import { asMailLanguage, type MailLanguage } from '../mail/mail-language.ts';
import { consumeAuthCode, insertAuthCode } from '../repositories/auth-codes.ts';
import { activateUser, createUserIfNew, findUserByEmail } from '../repositories/users.ts';
import type { RegisterInput } from '../schemas/user.ts';
import { hashPassword } from './passwords.ts';
import { allowEvent, assertNotLocked, recordAttempt, REGISTER_ADDRESS_LIMIT, REGISTER_NOTICE_LIMIT, registerAddressKey, registerNoticeKey } from './rate-limit.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const ACTIVATION_CODE_TTL_HOURS = 48;
export const REGISTERED_MESSAGE = 'Your account has been created. Check your email to activate it.';
export const ACTIVATED_MESSAGE = 'Account Activated Successfully, you can now login.';

/**
 * Registers an account and mails its activation link. An email that already has an account gets the
 * same answer, and its owner a notice instead, so the form does not tell who is registered. Both
 * paths hash the password and try the insert; the code and either mail are made after the answer
 * (`afterAnswer`), so response times do not tell either. Notices are capped per email (silently:
 * the answer stays the same); registrations per client address are limited (`429`).
 */
export async function register(deps: AppDeps, input: RegisterInput, language: MailLanguage, address: string): Promise<void> {
  const addressKey = registerAddressKey(address);
  await assertNotLocked(deps.db, [addressKey], deps.now());
  await recordAttempt(deps.db, addressKey, REGISTER_ADDRESS_LIMIT, deps.now());
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const userId = await createUserIfNew(deps.db, { ...input, passwordHash, language, now });
  if (userId === null) afterAnswer('already-registered notice', () => sendNotice(deps, input.email, now));
  else afterAnswer('activation mail', () => sendActivation(deps, userId, input, language, now));
}

async function sendNotice(deps: AppDeps, email: string, now: Date): Promise<void> {
  const owner = await findUserByEmail(deps.db, email);
  if (!owner || !(await allowEvent(deps.db, registerNoticeKey(owner.email), REGISTER_NOTICE_LIMIT, now))) return;
  await deps.mailer.send(
    alreadyRegisteredMail({
      to: owner.email,
      firstName: owner.first_name,
      language: asMailLanguage(owner.language),
      link: `${deps.config.publicUrl}/login`,
    }),
  );
}

async function sendActivation(deps: AppDeps, userId: string, input: RegisterInput, language: MailLanguage, now: Date): Promise<void> {
  const code = newSecret();
  const expiresAt = new Date(now.getTime() + ACTIVATION_CODE_TTL_HOURS * 3600_000);
  await insertAuthCode(deps.db, { codeHash: hashSecret(code), userId, purpose: 'activation', expiresAt, now });
  await deps.mailer.send(
    activationMail({
      to: input.email,
      firstName: input.firstName,
      language,
      link: `${deps.config.publicUrl}/?code=${encodeURIComponent(code)}`,
      hours: ACTIVATION_CODE_TTL_HOURS,
    }),
  );
}

/** Spends an activation code; `404 invalid_activation_code` when unknown, used or expired. */
export async function activate(deps: AppDeps, code: string): Promise<void> {
  const now = deps.now();
  const userId = await consumeAuthCode(deps.db, hashSecret(code), 'activation', now);
  if (!userId) throw new ApiError(404, 'invalid_activation_code', 'Invalid Activation Code');
  await activateUser(deps.db, userId, now);
}
