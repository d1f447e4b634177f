import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { activationMail, alreadyRegisteredMail } from '../mail/templates.ts';
import { asMailLanguage, type MailLanguage } from '../mail/language.ts';
import { consumeAuthCode, insertAuthCode } from '../repositories/auth-codes.ts';
import { activateUser, createUserIfNew, findUserByEmail } from '../repositories/users.ts';
import type { RegisterInput } from '../schemas/user.ts';
import { hashPassword } from './passwords.ts';
import { allowEvent, REGISTER_NOTICE_LIMIT, registerNoticeKey } from './rate-limit.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const ACTIVATION_CODE_TTL_HOURS = 48;
export const REGISTERED_MESSAGE = 'Your account has been created. Check your email to activate it.';
export const ACTIVATED_MESSAGE = 'Account Activated Successfully, you can now login.';

/**
 * Registers an account and mails its activation link. An email that already has an account gets the
 * same answer, and its owner a notice instead, so the form does not tell who is registered. The
 * password is hashed in both cases so the two paths take the same time. Notices are capped per
 * address (silently: the answer stays the same).
 */
export async function register(deps: AppDeps, input: RegisterInput, language: MailLanguage): Promise<void> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const userId = await createUserIfNew(deps.db, { ...input, passwordHash, language, now });
  if (userId === null) {
    const owner = await findUserByEmail(deps.db, input.email);
    if (!owner || !(await allowEvent(deps.db, registerNoticeKey(owner.email), REGISTER_NOTICE_LIMIT, now))) return;
    await deps.mailer.send(
      alreadyRegisteredMail({
        to: owner.email,
        firstName: owner.first_name,
        language: asMailLanguage(owner.language),
        link: `${deps.config.publicUrl}/login`,
      }),
    );
    return;
  }
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
