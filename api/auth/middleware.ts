import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { unauthorized } from '../http/errors.ts';
import { revokedReason } from '../repositories/sessions.ts';
import { guards } from '../openapi/describe.ts';
import { verifyAccessToken } from './access-token.ts';
import { isSessionActive } from './session-check.ts';
import { sessionRevoked } from './session.ts';

/**
 * Reads `Authorization: Bearer <token>` on every API call. A valid token sets `user`; none leaves the
 * caller anonymous. A token that is present but invalid or expired answers 401 (so the client
 * refreshes) instead of silently serving an anonymous view. `/api/auth/*` ignores the header.
 */
export const readUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const header = c.req.header('Authorization');
  // Sign-in, refresh and sign-out take their credentials in the body: a stale access token sent
  // along (the page's fetch adds it) must not turn them into a 401.
  if (header && !c.req.path.startsWith('/api/auth/')) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const { config, now } = c.var.deps;
    const user = match ? await verifyAccessToken(match[1]!, config.jwtSecret, now()) : null;
    // A valid signature is not enough: the session must still be signed in (not signed out, not ended
    // by a password change) and its user must still exist (database reset, account removed), never
    // a foreign-key failure further down. The check is cached; revocations invalidate it.
    if (!user) throw unauthorized('Your session has expired. Sign in again.');
    // Signed out from here or from another device, or ended by a password change: the device is
    // told so (`session_revoked`, issue #30), and clears what it keeps of the account.
    if (!(await isSessionActive(c.var.deps.db, user.id, user.sessionId, now()))) {
      const reason = await revokedReason(c.var.deps.db, user.sessionId);
      throw reason ? sessionRevoked(reason) : unauthorized('Your session has expired. Sign in again.');
    }
    c.set('user', user);
  }
  await next();
});

/** Protected calls: 401 without a signed-in user (and so documented in the API reference). */
export const requireUser = guards(
  createMiddleware<AppEnv & { Variables: { user: NonNullable<AppEnv['Variables']['user']> } }>(async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    await next();
  }),
  { security: [{ bearerAuth: [] }], errors: [[401, 'unauthorized']] },
);
