import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from '../auth/client-address.ts';
import { login } from '../auth/login.ts';
import { PASSWORD_RESET_MESSAGE, requestPasswordReset, resetPassword } from '../auth/recovery.ts';
import { activate, ACTIVATED_MESSAGE } from '../auth/registration.ts';
import { endSession, refreshSession } from '../auth/session.ts';
import { valid } from '../http/validate.ts';
import { LoginInputSchema, RecoveryInputSchema, RefreshInputSchema, ResetPasswordInputSchema } from '../schemas/user.ts';

const RECOVERY_MESSAGE = 'If an account uses this email, a link to reset its password is on its way.';

/** Accounts: activation, sign-in, token refresh, sign-out, password recovery (api.md "Accounts"). */
export const authRoutes = new Hono<AppEnv>()
  .get('/activation/:code', async (c) => {
    await activate(c.var.deps, c.req.param('code'));
    return c.json({ message: ACTIVATED_MESSAGE }, 200);
  })
  .post('/login', valid('json', LoginInputSchema), async (c) => {
    const result = await login(c.var.deps, c.req.valid('json'), clientAddress(c));
    return c.json(result, 200);
  })
  .post('/refresh', valid('json', RefreshInputSchema), async (c) => {
    const tokenInfo = await refreshSession(c.var.deps, c.req.valid('json').refreshToken);
    return c.json({ tokenInfo }, 200);
  })
  .post('/logout', valid('json', RefreshInputSchema), async (c) => {
    await endSession(c.var.deps.db, c.req.valid('json').refreshToken, c.var.deps.now());
    return c.body(null, 204);
  })
  .post('/recovery-password', valid('json', RecoveryInputSchema), async (c) => {
    await requestPasswordReset(c.var.deps, c.req.valid('json').email, clientAddress(c));
    return c.json({ message: RECOVERY_MESSAGE }, 202);
  })
  .post('/reset-password/:code', valid('json', ResetPasswordInputSchema), async (c) => {
    await resetPassword(c.var.deps, c.req.param('code'), c.req.valid('json').password);
    return c.json({ message: PASSWORD_RESET_MESSAGE }, 200);
  });
