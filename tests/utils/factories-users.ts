import { hashPassword } from '#api/auth/passwords.ts';
import type { DB } from '#api/db/connection.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { activateUser, createUserIfNew, findUserById } from '#api/repositories/users.ts';
import { sessionToken } from './session-token.ts';
import type { TestApp } from './test-app.ts';

/** Meets the password rules of spec §5. */
export const TEST_PASSWORD = 'Tribes-pass1';

// scrypt at full cost takes a few hundred milliseconds: hash each test password once per process.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

let sequence = 0;

export interface TestUser {
  id: string;
  email: string;
  slug: string;
  password: string;
}

/**
 * An account made through the real repository (slug, `Favorites` collection), activated unless
 * `activated: false`. Skips the HTTP registration and its scrypt run.
 */
export async function createTestUser(
  t: { db: DB; deps: { now: () => Date } },
  overrides: { email?: string; firstName?: string; lastName?: string; password?: string; activated?: boolean; language?: 'en' | 'fr' } = {},
): Promise<TestUser> {
  const n = ++sequence;
  const password = overrides.password ?? TEST_PASSWORD;
  const email = overrides.email ?? `user${n}-${Date.now()}@example.test`;
  const now = t.deps.now();
  const id = await createUserIfNew(t.db, {
    email,
    firstName: overrides.firstName ?? 'Ada',
    lastName: overrides.lastName ?? `Lovelace${n}`,
    passwordHash: await hashOnce(password),
    language: overrides.language ?? 'fr',
    now,
  });
  if (!id) throw new Error(`createTestUser: ${email} already exists`);
  if (overrides.activated !== false) await activateUser(t.db, id, now);
  const row = await findUserById(t.db, id);
  return { id, email, slug: row!.slug, password };
}

/** `Authorization` header for a user, signed like a real sign-in (no scrypt, no refresh token). */
export async function authHeaders(t: Pick<TestApp, 'db' | 'deps'>, user: { id: string; email: string }): Promise<Record<string, string>> {
  const token = await sessionToken(t, user);
  return { Authorization: `Bearer ${token}` };
}

/** The code in the last mail to `to` whose text matches `pattern` (first group). */
export function codeFromMail(mails: readonly MailMessage[], to: string, pattern: RegExp): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const match = mail && pattern.exec(mail.text);
  if (!match?.[1]) throw new Error(`no mail to ${to} matching ${pattern}`);
  return decodeURIComponent(match[1]);
}

export const ACTIVATION_LINK = /\/\?code=([A-Za-z0-9_%-]+)/;
export const RESET_LINK = /\/reset_password\/([A-Za-z0-9_%-]+)/;
