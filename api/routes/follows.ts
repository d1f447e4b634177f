import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { route } from '../openapi/describe.ts';
import { follow, listFollowers, listFollows, unfollow } from '../repositories/follows.ts';
import { followingFeed } from '../repositories/following-feed.ts';
import { ArticleSummarySchema } from '../schemas/article.ts';
import { FollowItemSchema, FollowListQuerySchema, FollowParamSchema, FollowingFeedQuerySchema } from '../schemas/follows.ts';
import { feedListSchema, listSchema } from '../schemas/list.ts';
import { UserSchema } from '../schemas/user.ts';

const TAG = 'Follows';
const WRITE_ERRORS = [
  [403, 'forbidden'],
  [404, 'user_not_found'],
  [404, 'tribe_not_found'],
  [404, 'theme_not_found'],
  [429, 'rate_limited'],
] as const;

/** Following and unfollowing authors, tribes and themes, and what the reader follows (issue #29), under `/api/follows`. */
export const followsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    route({
      tag: TAG,
      summary: 'What I follow',
      description: 'Authors, tribes and themes, newest followed first, paged by keyset `cursor`; `total` counts them all.',
      answers: { 200: { description: 'A list of FollowItem.', schema: listSchema(FollowItemSchema) } },
    }),
    requireUser,
    valid('query', FollowListQuerySchema),
    async (c) => {
      return c.json(valueOrRefuse(await listFollows(c.var.deps.db, c.var.user.id, c.req.valid('query'))), 200);
    },
  )
  .put(
    '/:kind/:id',
    route({
      tag: TAG,
      summary: 'Follow an author (users), a tribe or a theme',
      description: 'Idempotent: following again answers 200 with the first follow. Following yourself is refused (403).',
      answers: { 201: { description: 'The new FollowItem.', schema: FollowItemSchema }, 200: { description: 'The FollowItem, already followed.', schema: FollowItemSchema } },
      errors: WRITE_ERRORS,
    }),
    requireUser,
    valid('param', FollowParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { item, created } = valueOrRefuse(await follow(db, c.var.user.id, c.req.valid('param'), now()));
      return c.json(item, created ? 201 : 200);
    },
  )
  .delete(
    '/:kind/:id',
    route({ tag: TAG, summary: 'Unfollow an author, a tribe or a theme', description: 'Idempotent: 204 whether or not it was followed.', answers: { 204: 'Not followed.' }, errors: WRITE_ERRORS }),
    requireUser,
    valid('param', FollowParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      valueOrRefuse(await unfollow(db, c.var.user.id, c.req.valid('param'), now()));
      return c.body(null, 204);
    },
  );

/**
 * `GET /api/users/:slug/followers`, public. Mounted before the moderation routes of `/api/users/:id/*`,
 * whose guard asks for a signed-in user.
 */
export const followersRoutes = new Hono<AppEnv>().get(
  '/:slug/followers',
  route({
    tag: TAG,
    summary: "A user's followers",
    description: 'Newest first, paged by keyset `cursor`; `total` is the `followerCount` of the profile.',
    answers: { 200: { description: 'A list of User (with their counters).', schema: listSchema(UserSchema) } },
    errors: [[404, 'user_not_found']],
  }),
  valid('param', v.object({ slug: v.pipe(v.string(), v.maxLength(200)) })),
  valid('query', FollowListQuerySchema),
  async (c) => {
    return c.json(valueOrRefuse(await listFollowers(c.var.deps.db, c.req.valid('param').slug, c.req.valid('query'))), 200);
  },
);

/** `GET /api/feed/following`. */
export const followingFeedRoutes = new Hono<AppEnv>().get(
  '/following',
  route({
    tag: TAG,
    summary: 'The following feed',
    description:
      'Live articles by the authors I follow, or in the tribes or themes I follow, newest first: the cards, keyset `cursor` and filters of `GET /api/articles` (`type`, `lang`; the tribe `tr` and the theme `th` by id). `total` is null.',
    answers: { 200: { description: 'A list of ArticleSummary.', schema: feedListSchema(ArticleSummarySchema) } },
  }),
  requireUser,
  valid('query', FollowingFeedQuerySchema),
  async (c) => {
    return c.json(valueOrRefuse(await followingFeed(c.var.deps.db, c.var.user.id, c.req.valid('query'))), 200);
  },
);
