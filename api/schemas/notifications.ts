import * as v from 'valibot';
import { IntIdSchema } from './ids.ts';
import { PageQuerySchema } from './list.ts';
import { UserSchema } from './user.ts';

/**
 * The kinds of notification (issue #29): a new article by an author, or in a tribe or theme, the
 * reader follows; a comment on their article; a reply to their comment; likes on their comment
 * (one item per comment); a moderation decision about them.
 */
export const NOTIFICATION_KINDS = ['article', 'comment', 'reply', 'like', 'moderation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Moderation decisions a member is told of: their held comment approved or rejected, a ban. */
export const MODERATION_DECISIONS = ['approved', 'rejected', 'banned'] as const;

/** Actors shown on a grouped item ("Awa, Binta and 3 others"): the newest this many. */
export const NOTIFICATION_ACTORS_SHOWN = 3;

/** Who acted, as comments draw people. */
export const NotificationActorSchema = v.pick(UserSchema, ['id', 'slug', 'firstName', 'lastName', 'picture']);

/**
 * One item of the bell. `at` is when it last changed (a new like moves the group to the top and
 * makes it unread again). `actors` are the newest actors (none for moderation: moderators act
 * unnamed) and `actorCount` all of them ("Awa and 4 others": 5). `article` and `comment` are what
 * a tap opens (`article` null once the article is deleted); `comment.excerpt` is the start of the
 * comment's text (empty once it is deleted).
 */
export const NotificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(NOTIFICATION_KINDS),
  at: v.string(),
  read: v.boolean(),
  actors: v.array(NotificationActorSchema),
  actorCount: v.number(),
  article: v.nullable(v.object({ id: v.string(), title: v.string() })),
  comment: v.nullable(v.object({ id: v.string(), excerpt: v.string() })),
  decision: v.nullable(v.picklist(MODERATION_DECISIONS)),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/** `GET /api/notifications`: newest first, keyset `nextCursor`; `unread` is the bell's count. */
export const NotificationPageSchema = v.object({ items: v.array(NotificationSchema), nextCursor: v.nullable(v.string()), unread: v.number() });
export type NotificationPage = v.InferOutput<typeof NotificationPageSchema>;

/** `GET /api/notifications/unread-count` and the answer of both mark-read calls. */
export const UnreadCountSchema = v.object({ unread: v.number() });
export type UnreadCount = v.InferOutput<typeof UnreadCountSchema>;

/** `GET /api/notifications?limit&cursor&kind`. */
export const NotificationListQuerySchema = v.object({
  limit: PageQuerySchema.entries.limit,
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_cursor'))),
  kind: v.optional(v.picklist(NOTIFICATION_KINDS, 'invalid_kind')),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

/** `PUT /api/notifications/:id/read`. */
export const NotificationParamSchema = v.object({ id: IntIdSchema });

/** `PUT /api/notifications/read-marker`: every item up to `upTo` (an item's id) and older is read. */
export const ReadMarkerInputSchema = v.strictObject({ upTo: IntIdSchema });

const ChannelsSchema = v.object({ inApp: v.boolean(), push: v.boolean() });

/** Per kind, in the app and as a push; all on by default. `inApp` off creates nothing of that kind. */
export const NotificationPreferencesSchema = v.object({
  article: ChannelsSchema,
  comment: ChannelsSchema,
  reply: ChannelsSchema,
  like: ChannelsSchema,
  moderation: ChannelsSchema,
});
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>;

const ChannelsChangeSchema = v.strictObject({ inApp: v.optional(v.boolean()), push: v.optional(v.boolean()) });

/** `PUT /api/notifications/preferences`: the kinds and channels to change; the others stay. */
export const NotificationPreferencesInputSchema = v.strictObject({
  article: v.optional(ChannelsChangeSchema),
  comment: v.optional(ChannelsChangeSchema),
  reply: v.optional(ChannelsChangeSchema),
  like: v.optional(ChannelsChangeSchema),
  moderation: v.optional(ChannelsChangeSchema),
});
export type NotificationPreferencesInput = v.InferOutput<typeof NotificationPreferencesInputSchema>;
