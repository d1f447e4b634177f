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
import { feedListSchema, type FeedList } from '../schemas/list.ts';
import { MessageSchema, ProfileUpdateInputSchema, RegisterInputSchema, UserListQuerySchema, UserSchema, type User } from '../schemas/user.ts';
import { route } from '../openapi/describe.ts';

/** Registration, the signed-in user's profile, the directory and public profiles (api.md "Accounts"). */
export const usersRoutes = new Hono<AppEnv>()
  .post(
    '/',
    route({
      tag: 'Accounts',
      summary: 'Register',
      description: 'An email that already has an account answers the same 201 (its owner is mailed instead).',
      answers: { 201: { description: '`{ message }`; the activation mail is sent.', schema: MessageSchema } },
      errors: [[429, 'too_many_attempts']],
    }),
    valid('json', RegisterInputSchema),
    async (c) => {
      const input = c.req.valid('json');
      await register(c.var.deps, input, pickLanguage(input.language, c.req.header('Accept-Language')), clientAddress(c));
      return c.json({ message: REGISTERED_MESSAGE }, 201);
    },
  )
  .get('/me', route({ tag: 'Accounts', summary: 'The signed-in user (with email and phone number)', answers: { 200: { description: 'User.', schema: UserSchema } } }), requireUser, async (c) => {
    return c.json(await getOwnProfile(c.var.deps, c.var.user.id), 200);
  })
  .put(
    '/me',
    route({
      tag: 'Accounts',
      summary: 'Change the picture, the presentation and phone number, or the password',
      answers: { 200: { description: 'User.', schema: UserSchema } },
      errors: [
        [403, 'wrong_password'],
        [404, 'file_not_found'],
        [429, 'too_many_attempts'],
      ],
    }),
    requireUser,
    valid('json', ProfileUpdateInputSchema),
    async (c) => {
      return c.json(await updateOwnProfile(c.var.deps, c.var.user, c.req.valid('json')), 200);
    },
  )
  .get(
    '/',
    route({ tag: 'Accounts', summary: 'The directory of users', answers: { 200: { description: 'A list of User (email only for signed-in viewers).', schema: feedListSchema(UserSchema) } } }),
    valid('query', UserListQuerySchema),
    async (c) => {
      const { rows, ...paging } = valueOrRefuse(await listDirectory(c.var.deps.db, c.req.valid('query')));
      const withEmail = c.var.user !== null;
      const page: FeedList<User> = { items: rows.map((row) => toPublicUser(row, { withEmail, withCounts: true })), ...paging };
      return c.json(page, 200);
    },
  )
  .get('/:slug', route({ tag: 'Accounts', summary: 'A public profile', answers: { 200: { description: 'User.', schema: UserSchema } }, errors: [[404, 'user_not_found']] }), async (c) => {
    const row = await findActiveUserBySlug(c.var.deps.db, c.req.param('slug'));
    if (!row) throw new ApiError(404, 'user_not_found', 'User not found');
    const viewer = c.var.user;
    return c.json(toPublicUser(row, { withEmail: viewer !== null, withPhone: viewer?.id === row.id, withCounts: true }), 200);
  });
