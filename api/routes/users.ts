import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from '../auth/client-address.ts';
import { requireUser } from '../auth/middleware.ts';
import { getOwnProfile, updateOwnProfile } from '../auth/profile.ts';
import { register, REGISTERED_MESSAGE } from '../auth/registration.ts';
import { ApiError } from '../http/errors.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { pickLanguage } from '../mail/mail-language.ts';
import { findActiveUserBySlug, toPublicUser } from '../repositories/users.ts';
import { listDirectory } from '../repositories/users-directory.ts';
import type { FeedList } from '../schemas/list.ts';
import { ProfileUpdateInputSchema, RegisterInputSchema, UserListQuerySchema, type User } from '../schemas/user.ts';

/** Registration, the signed-in user's profile, the directory and public profiles (api.md "Accounts"). */
export const usersRoutes = new Hono<AppEnv>()
  .post('/', valid('json', RegisterInputSchema), async (c) => {
    const input = c.req.valid('json');
    await register(c.var.deps, input, pickLanguage(input.language, c.req.header('Accept-Language')), clientAddress(c));
    return c.json({ message: REGISTERED_MESSAGE }, 201);
  })
  .get('/me', requireUser, async (c) => {
    return c.json(await getOwnProfile(c.var.deps, c.var.user.id), 200);
  })
  .put('/me', requireUser, valid('json', ProfileUpdateInputSchema), async (c) => {
    return c.json(await updateOwnProfile(c.var.deps, c.var.user, c.req.valid('json')), 200);
  })
  .get('/', valid('query', UserListQuerySchema), async (c) => {
    const { rows, ...paging } = valueOrRefuse(await listDirectory(c.var.deps.db, c.req.valid('query')));
    const withEmail = c.var.user !== null;
    const page: FeedList<User> = { items: rows.map((row) => toPublicUser(row, { withEmail })), ...paging };
    return c.json(page, 200);
  })
  .get('/:slug', async (c) => {
    const row = await findActiveUserBySlug(c.var.deps.db, c.req.param('slug'));
    if (!row) throw new ApiError(404, 'user_not_found', 'User not found');
    const viewer = c.var.user;
    return c.json(toPublicUser(row, { withEmail: viewer !== null, withPhone: viewer?.id === row.id }), 200);
  });
