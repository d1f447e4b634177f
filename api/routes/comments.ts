import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { route } from '../openapi/describe.ts';
import { listReplies } from '../repositories/comments.ts';
import { actOnComment, reportComment } from '../repositories/comments-moderation.ts';
import { deleteComment, setLike, writeComment } from '../repositories/comments-write.ts';
import { CommentInputSchema, CommentSchema, HideInputSchema, LikeStateSchema, ReplyListQuerySchema, ReplyPageSchema, ReportInputSchema } from '../schemas/comments.ts';
import { HexIdSchema } from '../schemas/ids.ts';
import { actorOf, signedInActor } from './comments-actor.ts';
import { MessageSchema } from '../schemas/user.ts';

const IdParamSchema = v.object({ id: HexIdSchema });
const TAG = 'Comments';
const NOT_FOUND = [404, 'comment_not_found'] as const;
const FORBIDDEN = [403, 'forbidden'] as const;

/** Comments and replies by id (issue #28): write, edit, delete, like, report, hide. */
export const commentsRoutes = new Hono<AppEnv>()
  .get(
    '/:id/replies',
    route({ tag: TAG, summary: "A comment's replies, oldest first", answers: { 200: { description: 'A list of Comment (keyset paging).', schema: ReplyPageSchema } }, errors: [NOT_FOUND] }),
    valid('param', IdParamSchema),
    valid('query', ReplyListQuerySchema),
    async (c) => {
      const page = valueOrRefuse(await listReplies(c.var.deps.db, c.req.valid('param').id, await actorOf(c), c.req.valid('query')));
      return c.json(page, 200);
    },
  )
  .put(
    '/:id',
    route({
      tag: TAG,
      summary: 'Write or edit a comment',
      description:
        "The id (32 hex) is chosen by the client. Creates the comment (201), or edits the body and moment of your own (200, marked edited); the same body again changes nothing (200), so outbox replays are harmless. New accounts' first comments and comments with more than 3 links are stored held (`status: held`) until approved.",
      answers: { 200: { description: 'Comment (edited or replayed).', schema: CommentSchema }, 201: { description: 'Comment (created).', schema: CommentSchema } },
      errors: [
        [403, 'comment_banned'],
        [404, 'article_not_found'],
        [409, 'comment_id_taken'],
        [409, 'comment_deleted'],
        [429, 'rate_limited'],
      ],
    }),
    requireUser,
    valid('param', IdParamSchema),
    valid('json', CommentInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { comment, created } = valueOrRefuse(await writeComment(db, await signedInActor(c), c.req.valid('param').id, c.req.valid('json'), now()));
      return created ? c.json(comment, 201) : c.json(comment, 200);
    },
  )
  .delete(
    '/:id',
    route({
      tag: TAG,
      summary: 'Delete a comment (yours; moderators: any)',
      description: 'Soft: with replies it stays as "comment deleted". Repeatable.',
      answers: { 204: 'Deleted.' },
      errors: [NOT_FOUND, FORBIDDEN],
    }),
    requireUser,
    valid('param', IdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      valueOrRefuse(await deleteComment(db, await signedInActor(c), c.req.valid('param').id, now()));
      return c.body(null, 204);
    },
  )
  .put(
    '/:id/like',
    route({ tag: TAG, summary: 'Like a comment', answers: { 200: { description: '`{ likeCount, liked }`.', schema: LikeStateSchema } }, errors: [NOT_FOUND] }),
    requireUser,
    valid('param', IdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(valueOrRefuse(await setLike(db, await signedInActor(c), c.req.valid('param').id, true, now())), 200);
    },
  )
  .delete(
    '/:id/like',
    route({ tag: TAG, summary: 'Take back a like', answers: { 200: { description: '`{ likeCount, liked }`.', schema: LikeStateSchema } }, errors: [NOT_FOUND] }),
    requireUser,
    valid('param', IdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(valueOrRefuse(await setLike(db, await signedInActor(c), c.req.valid('param').id, false, now())), 200);
    },
  )
  .post(
    '/:id/reports',
    route({
      tag: TAG,
      summary: 'Report a comment to the moderators',
      answers: { 202: { description: '`{ message }`: the report is in the moderation queue.', schema: MessageSchema } },
      errors: [NOT_FOUND, FORBIDDEN, [429, 'rate_limited']],
    }),
    requireUser,
    valid('param', IdParamSchema),
    valid('json', ReportInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      valueOrRefuse(await reportComment(db, await signedInActor(c), c.req.valid('param').id, c.req.valid('json'), now()));
      return c.json({ message: 'Thank you: the moderators will look at this comment.' }, 202);
    },
  )
  .put(
    '/:id/hidden',
    route({ tag: TAG, summary: 'Hide a comment (the article’s author, moderators)', answers: { 200: { description: 'Comment.', schema: CommentSchema } }, errors: [NOT_FOUND, FORBIDDEN] }),
    requireUser,
    valid('param', IdParamSchema),
    valid('json', HideInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(valueOrRefuse(await actOnComment(db, await signedInActor(c), c.req.valid('param').id, 'hide', c.req.valid('json').reason ?? '', now())), 200);
    },
  )
  .delete(
    '/:id/hidden',
    route({ tag: TAG, summary: 'Restore a hidden comment (the article’s author, moderators)', answers: { 200: { description: 'Comment.', schema: CommentSchema } }, errors: [NOT_FOUND, FORBIDDEN] }),
    requireUser,
    valid('param', IdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(valueOrRefuse(await actOnComment(db, await signedInActor(c), c.req.valid('param').id, 'restore', '', now())), 200);
    },
  );
