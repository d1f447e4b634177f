import { signAccessToken } from '#api/auth/access-token.ts';
import { hashSecret, newSecret } from '#api/auth/secrets.ts';
import { REFRESH_TOKEN_TTL_MS } from '#api/auth/session.ts';
import { insertRefreshToken } from '#api/repositories/refresh-tokens.ts';
import { newId } from '#api/schemas/ids.ts';
import type { TestApp } from './test-app.ts';

/**
 * An access token of a real session, like a sign-in makes (without scrypt): a refresh family is
 * stored, so the token works until that session is signed out or ended by a password change.
 */
export async function sessionToken(t: Pick<TestApp, 'db' | 'deps'>, user: { id: string; email: string }): Promise<string> {
  const now = t.deps.now();
  const sessionId = newId();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await insertRefreshToken(t.db, { id: newId(), userId: user.id, familyId: sessionId, tokenHash: hashSecret(newSecret()), expiresAt, now });
  const { token } = await signAccessToken({ ...user, sessionId }, t.deps.config.jwtSecret, now);
  return token;
}
