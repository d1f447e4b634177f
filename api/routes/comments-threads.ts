import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { route } from '../openapi/describe.ts';
import { listThread } from '../repositories/comments.ts';
import { pinComment } from '../repositories/comments-moderation.ts';
import { CommentListQuerySchema, CommentPageSchema, CommentSchema, PinInputSchema } from '../schemas/comments.ts';
import { HexIdSchema } from '../schemas/ids.ts';
import { actorOf, signedInActor } from './comments-actor.ts';

const IdParamSchema = v.object({ id: HexIdSchema });
const TAG = 'Comments';

/** An article's thread and its pinned comment (issue #28), under `/api/articles/:id`. */
export const commentThreadsRoutes = new Hono<AppEnv>()
  .get(
    '/:id/comments',
    route({
      tag: TAG,
      summary: "An article's comments",
      description:
        "Top-level comments (`sort` oldest, newest or top; `language` keeps one language), each with `replyCount` and its first 3 replies; the pinned comment leads the first page. A story and its linked translation share one thread. Keyset paging; `total` is the article's `commentCount`.",
      answers: { 200: { description: 'A list of Comment with `replies`.', schema: CommentPageSchema } },
      errors: [[404, 'article_not_found']],
    }),
    valid('param', IdParamSchema),
    valid('query', CommentListQuerySchema),
    async (c) => {
      const page = valueOrRefuse(await listThread(c.var.deps.db, c.req.valid('param').id, await actorOf(c), c.req.valid('query')));
      return c.json(page, 200);
    },
  )
  .put(
    '/:id/pinned-comment',
    route({
      tag: TAG,
      summary: 'Pin a comment (the article’s author)',
      description: 'One pinned comment per thread: pinning another unpins the first.',
      answers: { 200: { description: 'The pinned Comment.', schema: CommentSchema } },
      errors: [
        [403, 'forbidden'],
        [404, 'article_not_found'],
      ],
    }),
    requireUser,
    valid('param', IdParamSchema),
    valid('json', PinInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const pinned = valueOrRefuse(await pinComment(db, await signedInActor(c), c.req.valid('param').id, c.req.valid('json').commentId, now()));
      return c.json(pinned!, 200);
    },
  )
  .delete(
    '/:id/pinned-comment',
    route({
      tag: TAG,
      summary: 'Unpin the pinned comment (the article’s author)',
      answers: { 204: 'No comment is pinned.' },
      errors: [
        [403, 'forbidden'],
        [404, 'article_not_found'],
      ],
    }),
    requireUser,
    valid('param', IdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      valueOrRefuse(await pinComment(db, await signedInActor(c), c.req.valid('param').id, null, now()));
      return c.body(null, 204);
    },
  );
