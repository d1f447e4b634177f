import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { route } from '../openapi/describe.ts';
import type { DB } from '../db/connection.ts';
import { readPreferences, savePreferences } from '../repositories/notification-preferences.ts';
import { listNotifications, markRead, moveReadMarker, unreadCount } from '../repositories/notifications.ts';
import { countEvent } from '../repositories/rate-limits.ts';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationParamSchema,
  NotificationPreferencesInputSchema,
  NotificationPreferencesSchema,
  ReadMarkerInputSchema,
  UnreadCountSchema,
} from '../schemas/notifications.ts';

const TAG = 'Notifications';

/** Mark-read and preference writes one reader may make in an hour: a panel opened all day stays far below. */
export const NOTIFICATION_WRITE_RATE = { count: 1000, windowMs: 60 * 60_000 };

const notificationNotFound = () => notFound('notification_not_found', 'This notification does not exist or is not yours.');

async function limitWrites(db: DB, userId: string, now: Date): Promise<void> {
  const state = await countEvent(db, `notifications:${userId}`, NOTIFICATION_WRITE_RATE.windowMs, now);
  if (state.count <= NOTIFICATION_WRITE_RATE.count) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((state.windowStartedAt.getTime() + NOTIFICATION_WRITE_RATE.windowMs - now.getTime()) / 1000));
  throw new ApiError(
    429,
    'rate_limited',
    `Too many changes to notifications. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

const READ_ERRORS = [
  [404, 'notification_not_found'],
  [429, 'rate_limited'],
] as const;

/** The bell's notifications, their read state and the reader's preferences (issue #29), under `/api/notifications`. */
export const notificationsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    route({
      tag: TAG,
      summary: 'My notifications',
      description:
        'Newest change first, paged by keyset `cursor`, `kind` keeps one kind. The likes on one comment are one item (`actors`: the newest three, `actorCount`: all). `unread` is the unread count (capped at 1000), as `GET /api/notifications/unread-count` answers it.',
      answers: { 200: { description: 'A NotificationPage.', schema: NotificationPageSchema } },
    }),
    requireUser,
    valid('query', NotificationListQuerySchema),
    async (c) => {
      return c.json(valueOrRefuse(await listNotifications(c.var.deps.db, c.var.user.id, c.req.valid('query'))), 200);
    },
  )
  .get(
    '/unread-count',
    route({ tag: TAG, summary: 'My unread count', description: 'What the bell and the app badge show (capped at 1000).', answers: { 200: { description: 'The count.', schema: UnreadCountSchema } } }),
    requireUser,
    async (c) => {
      return c.json({ unread: await unreadCount(c.var.deps.db, c.var.user.id) }, 200);
    },
  )
  .get(
    '/preferences',
    route({
      tag: TAG,
      summary: 'My notification preferences',
      description: 'Per kind, `inApp` and `push`; on unless turned off.',
      answers: { 200: { description: 'The preferences.', schema: NotificationPreferencesSchema } },
    }),
    requireUser,
    async (c) => {
      return c.json(await readPreferences(c.var.deps.db, c.var.user.id), 200);
    },
  )
  .put(
    '/preferences',
    route({
      tag: TAG,
      summary: 'Change my notification preferences',
      description: 'The kinds and channels named change, the others stay. With `inApp` off, no notification of that kind is made for me from then on.',
      answers: { 200: { description: 'All the preferences after the change.', schema: NotificationPreferencesSchema } },
      errors: [[429, 'rate_limited']],
    }),
    requireUser,
    valid('json', NotificationPreferencesInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      await limitWrites(db, c.var.user.id, now());
      return c.json(await savePreferences(db, c.var.user.id, c.req.valid('json'), now()), 200);
    },
  )
  .put(
    '/read-marker',
    route({
      tag: TAG,
      summary: 'Mark everything up to an item read',
      description: 'Every notification up to `upTo` (an item id) in the list order is read, on every device. The marker only moves forward. Answers the unread count after it.',
      answers: { 200: { description: 'The unread count.', schema: UnreadCountSchema } },
      errors: READ_ERRORS,
    }),
    requireUser,
    valid('json', ReadMarkerInputSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      await limitWrites(db, c.var.user.id, now());
      const unread = await moveReadMarker(db, c.var.user.id, c.req.valid('json').upTo, now());
      if (unread === undefined) throw notificationNotFound();
      return c.json({ unread }, 200);
    },
  )
  .put(
    '/:id/read',
    route({
      tag: TAG,
      summary: 'Mark one notification read',
      description: 'Idempotent. Answers the unread count after it.',
      answers: { 200: { description: 'The unread count.', schema: UnreadCountSchema } },
      errors: READ_ERRORS,
    }),
    requireUser,
    valid('param', NotificationParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      await limitWrites(db, c.var.user.id, now());
      const unread = await markRead(db, c.var.user.id, c.req.valid('param').id, now());
      if (unread === undefined) throw notificationNotFound();
      return c.json({ unread }, 200);
    },
  );
