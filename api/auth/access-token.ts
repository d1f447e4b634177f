import { sign, verify } from 'hono/jwt';
import type { AuthUser } from '../app-env.ts';

/** Access tokens live 15 minutes; the web app refreshes them silently before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Signs an HS256 access token for a user's session (`sid`, the refresh family); `exp` is what the
 * client checks against its clock.
 */
export async function signAccessToken(user: AuthUser, secret: string, now: Date): Promise<{ token: string; expiresAt: string }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await sign({ sub: user.id, email: user.email, sid: user.sessionId, iat, exp }, secret, 'HS256');
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/**
 * Verifies signature (algorithm pinned to HS256) and expiry; null for anything invalid, tokens
 * without a session id included. Whether the session is still signed in is `isSessionActive`'s call.
 */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AuthUser | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return null;
    return { id: payload.sub, email: payload.email, sessionId: payload.sid };
  } catch {
    return null;
  }
}
