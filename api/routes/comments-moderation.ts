import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { forbidden } from '../http/errors.ts';
import { refusalError, valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { route } from '../openapi/describe.ts';
import { banUser, unbanUser } from '../repositories/comment-bans.ts';
import type { Actor } from '../repositories/comment-rows.ts';
import { actOnComment, moderationQueue, setRole } from '../repositories/comments-moderation.ts';
import { listModerationLog } from '../repositories/moderation-log.ts';
import { dismissUserReports, reportUser } from '../repositories/user-reports.ts';
import {
  BanInputSchema,
  BanSchema,
  canModerate,
  CommentSchema,
  ModerationActionInputSchema,
  ModerationLogPageSchema,
  ModerationLogQuerySchema,
  ModerationQueueQuerySchema,
  ModerationQueueSchema,
  ReportInputSchema,
  ROLES,
  RoleInputSchema,
} from '../schemas/comments.ts';
import { HexIdSchema } from '../schemas/ids.ts';
import { MessageSchema } from '../schemas/user.ts';
import { signedInActor } from './comments-actor.ts';

const TAG = 'Moderation';
const FORBIDDEN = [403, 'forbidden'] as const;

async function moderator(c: Parameters<typeof signedInActor>[0]): Promise<Actor> {
  const actor = await signedInActor(c);
  if (!canModerate(actor.role)) throw forbidden('Only moderators can do this.');
  return actor;
}

/** The moderation page's calls (issue #28): the queue, one action per call, the audit log. */
export const moderationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/queue',
    route({
      tag: TAG,
      summary: 'Reported comments (grouped, newest first), held comments and reported users (grouped by user)',
      answers: { 200: { description: '`{ reports, held, userReports }`.', schema: ModerationQueueSchema } },
      errors: [FORBIDDEN],
    }),
    valid('query', ModerationQueueQuerySchema),
    async (c) => {
      return c.json(await moderationQueue(c.var.deps.db, await moderator(c), c.req.valid('query').limit), 200);
    },
  )
  .post(
    '/actions',
    route({
      tag: TAG,
      summary: 'Hide, restore, delete, approve, reject, dismiss reports, ban or unban',
      description:
        'The article’s author may also hide, restore, approve and reject on their own article. `dismiss_user` clears the open reports of a user; a ban clears them too. Every action is written to the log.',
      answers: { 200: { description: 'The Comment after a comment action; `{ userId, ... }` after a ban.', schema: v.union([CommentSchema, BanSchema, v.object({ userId: v.string() })]) } },
      errors: [FORBIDDEN, [404, 'comment_not_found'], [404, 'user_not_found']],
    }),
    valid('json', ModerationActionInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const actor = await signedInActor(c);
      const input = c.req.valid('json');
      if (input.action === 'ban') return c.json(valueOrRefuse(await banUser(db, actor, input.userId, input, now())), 200);
      if (input.action === 'unban') {
        valueOrRefuse(await unbanUser(db, actor, input.userId, input.reason, now()));
        return c.json({ userId: input.userId }, 200);
      }
      if (input.action === 'dismiss_user') return c.json(valueOrRefuse(await dismissUserReports(db, actor, input.userId, input.reason, now())), 200);
      return c.json(valueOrRefuse(await actOnComment(db, actor, input.commentId, input.action, input.reason, now())), 200);
    },
  )
  .get(
    '/log',
    route({
      tag: TAG,
      summary: 'The audit log of moderation actions, newest first',
      answers: { 200: { description: 'A list of log entries (keyset paging).', schema: ModerationLogPageSchema } },
      errors: [FORBIDDEN],
    }),
    valid('query', ModerationLogQuerySchema),
    async (c) => {
      await moderator(c);
      const { limit, cursor } = c.req.valid('query');
      const page = await listModerationLog(c.var.deps.db, limit, cursor);
      if (!page) throw refusalError({ reason: 'invalid_cursor' });
      return c.json(page, 200);
    },
  );

const UserIdParamSchema = v.object({ id: HexIdSchema });

/** Roles (admins), bans from commenting (moderators) and reports of users (readers), under `/api/users/:id`. */
export const userModerationRoutes = new Hono<AppEnv>()
  .use('/:id/*', requireUser)
  .post(
    '/:id/reports',
    route({
      tag: TAG,
      summary: 'Report a user to the moderators',
      description:
        'The same reasons, and the same limit per reader, as reporting a comment; reporting the same user again replaces the reason. A reader banned from commenting may still report. Reporting yourself is refused (403).',
      answers: { 202: { description: '`{ message }`: the report is in the moderation queue.', schema: MessageSchema } },
      errors: [FORBIDDEN, [404, 'user_not_found'], [429, 'rate_limited']],
    }),
    valid('param', UserIdParamSchema),
    valid('json', ReportInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      valueOrRefuse(await reportUser(db, await signedInActor(c), c.req.valid('param').id, c.req.valid('json'), now()));
      return c.json({ message: 'Thank you: the moderators will look at this user.' }, 202);
    },
  )
  .put(
    '/:id/role',
    route({
      tag: TAG,
      summary: "Grant or revoke a user's role (admins)",
      answers: { 200: { description: '`{ id, role }`.', schema: v.object({ id: v.string(), role: v.picklist(ROLES) }) } },
      errors: [FORBIDDEN, [404, 'user_not_found']],
    }),
    valid('param', UserIdParamSchema),
    valid('json', RoleInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(valueOrRefuse(await setRole(db, await signedInActor(c), c.req.valid('param').id, c.req.valid('json').role, now())), 200);
    },
  )
  .put(
    '/:id/comment-ban',
    route({ tag: TAG, summary: 'Ban a user from commenting (moderators)', answers: { 200: { description: 'Ban.', schema: BanSchema } }, errors: [FORBIDDEN, [404, 'user_not_found']] }),
    valid('param', UserIdParamSchema),
    valid('json', BanInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(valueOrRefuse(await banUser(db, await signedInActor(c), c.req.valid('param').id, c.req.valid('json'), now())), 200);
    },
  )
  .delete(
    '/:id/comment-ban',
    route({ tag: TAG, summary: 'Lift a ban from commenting (moderators)', answers: { 204: 'Not banned.' }, errors: [FORBIDDEN] }),
    valid('param', UserIdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      valueOrRefuse(await unbanUser(db, await signedInActor(c), c.req.valid('param').id, '', now()));
      return c.body(null, 204);
    },
  );
