import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from '../auth/client-address.ts';
import { login } from '../auth/login.ts';
import { PASSWORD_RESET_MESSAGE, requestPasswordReset, resetPassword } from '../auth/recovery.ts';
import { activate, ACTIVATED_MESSAGE } from '../auth/registration.ts';
import { endSession, refreshSession } from '../auth/session.ts';
import { valid } from '../http/validate.ts';
import { LoginInputSchema, LoginResultSchema, MessageSchema, RecoveryInputSchema, RefreshInputSchema, ResetPasswordInputSchema, TokenInfoSchema } from '../schemas/user.ts';
import { route } from '../openapi/describe.ts';

const RECOVERY_MESSAGE = 'If an account uses this email, a link to reset its password is on its way.';

/** Accounts: activation, sign-in, token refresh, sign-out, password recovery (api.md "Accounts"). */
export const authRoutes = new Hono<AppEnv>()
  .get(
    '/activation/:code',
    route({
      tag: 'Accounts',
      summary: 'Activate an account (the link of the activation mail)',
      answers: { 200: { description: '`{ message }`.', schema: MessageSchema } },
      errors: [[404, 'invalid_activation_code']],
    }),
    async (c) => {
      await activate(c.var.deps, c.req.param('code'));
      return c.json({ message: ACTIVATED_MESSAGE }, 200);
    },
  )
  .post(
    '/login',
    route({
      tag: 'Accounts',
      summary: 'Sign in',
      description:
        'Failures are counted per account and per address; past the limit, 429 with Retry-After. The sign-in is listed on the Devices screen (`GET /api/sessions`) by its browser and system, named from `User-Agent`; the installed app says so with `X-Display-Mode: standalone`.',
      answers: { 200: { description: '`{ tokenInfo, user }`.', schema: LoginResultSchema } },
      errors: [
        [401, 'invalid_credentials'],
        [403, 'account_not_activated'],
        [429, 'too_many_attempts'],
      ],
    }),
    valid('json', LoginInputSchema),
    async (c) => {
      const result = await login(c.var.deps, c.req.valid('json'), clientAddress(c), { userAgent: c.req.header('User-Agent'), installed: c.req.header('X-Display-Mode') === 'standalone' });
      return c.json(result, 200);
    },
  )
  .post(
    '/refresh',
    route({
      tag: 'Accounts',
      summary: 'A new access token for a refresh token',
      description:
        'The refresh token is spent: the answer holds a new one. Reusing a spent one ends its whole family. A session ended from elsewhere answers `401 session_revoked` with `reason` (`signed_out_remotely`, `password_changed`, `password_reset`): the device clears what it keeps of the account.',
      answers: { 200: { description: '`{ tokenInfo }`.', schema: v.object({ tokenInfo: TokenInfoSchema }) } },
      errors: [
        [401, 'invalid_refresh_token'],
        [401, 'session_revoked'],
      ],
    }),
    valid('json', RefreshInputSchema),
    async (c) => {
      const tokenInfo = await refreshSession(c.var.deps, c.req.valid('json').refreshToken);
      return c.json({ tokenInfo }, 200);
    },
  )
  .post('/logout', route({ tag: 'Accounts', summary: "Sign out (ends the refresh token's session)", answers: { 204: 'Signed out.' } }), valid('json', RefreshInputSchema), async (c) => {
    await endSession(c.var.deps.db, c.req.valid('json').refreshToken, c.var.deps.now());
    return c.body(null, 204);
  })
  .post(
    '/recovery-password',
    route({
      tag: 'Accounts',
      summary: 'Mail a password reset link',
      description: 'The same 202 whether or not the email has an account.',
      answers: { 202: { description: '`{ message }`.', schema: MessageSchema } },
      errors: [[429, 'too_many_attempts']],
    }),
    valid('json', RecoveryInputSchema),
    async (c) => {
      await requestPasswordReset(c.var.deps, c.req.valid('json').email, clientAddress(c));
      return c.json({ message: RECOVERY_MESSAGE }, 202);
    },
  )
  .post(
    '/reset-password/:code',
    route({
      tag: 'Accounts',
      summary: 'Set a new password with the code of a reset link',
      answers: { 200: { description: '`{ message }`.', schema: MessageSchema } },
      errors: [[404, 'invalid_reset_code']],
    }),
    valid('json', ResetPasswordInputSchema),
    async (c) => {
      await resetPassword(c.var.deps, c.req.param('code'), c.req.valid('json').password);
      return c.json({ message: PASSWORD_RESET_MESSAGE }, 200);
    },
  );
