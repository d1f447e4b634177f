import * as v from 'valibot';
import { HexIdSchema } from './ids.ts';
import { ROLES, type Role } from './roles.ts';
import { UserSchema } from './user.ts';

/**
 * The comments contract of issue #28: what the API answers and accepts for comments, likes,
 * reports, moderation, roles and bans. The web app (screens, outbox) and outside clients rely on it.
 */

/** Comment text, trimmed: 1 to 5,000 characters (issue #28). */
export const COMMENT_BODY_MAX = 5000;
/** Latest moment a comment may point at (a day: past any episode the upload limits allow). */
export const COMMENT_AT_SECONDS_MAX = 24 * 3600;
/** Replies shown under each top-level comment of a list page; the rest come from the replies call. */
export const COMMENT_REPLIES_PREVIEW = 3;
/** Comments per page unless `limit` says otherwise (and the first page kept offline: 50). */
export const COMMENT_PAGE_DEFAULT = 20;
export const COMMENT_PAGE_MAX = 50;
/** Report text and moderation reasons. */
export const REPORT_TEXT_MAX = 1000;
export const MODERATION_REASON_MAX = 500;
/** A comment with more links than this is held for approval (issue #28, "Holds"). */
export const HOLD_LINKS_MAX = 3;
/** The first comments of a new account are held: this many. */
export const HOLD_FIRST_COMMENTS = 2;

export const COMMENT_SORTS = ['oldest', 'newest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/**
 * `visible`; `deleted` (soft: kept, without its text, only while it has replies); `hidden` (by the
 * article's author or a moderator: `hiddenBy` says which); `held` (awaiting approval: only its
 * writer, the article's author and moderators see it).
 */
export const COMMENT_STATUSES = ['visible', 'deleted', 'hidden', 'held'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export { ROLES, type Role };

export const REPORT_REASONS = ['spam', 'harassment', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Error codes of the comment calls (api.md conventions: `{ error: { code, message } }`).
 * - `comment_banned` 403, with `ban: { reason, until }` beside `error`;
 * - `rate_limited` 429, with `Retry-After` (seconds) and `retryAfterSeconds`;
 * - `article_not_found`, `comment_not_found` 404;
 * - `comment_id_taken` 409: the id names another user's comment or another thread;
 * - `comment_deleted` 409: editing a comment that was deleted;
 * - `forbidden` 403: not yours / not the article's author / not a moderator.
 *
 * `comment_held` is not an error status: a held comment is stored and answered `201` with
 * `status: 'held'`; the code names that outcome for clients that key their messages by code.
 */
export const COMMENT_ERROR_CODES = ['comment_banned', 'comment_held', 'rate_limited', 'article_not_found', 'comment_not_found', 'comment_id_taken', 'comment_deleted', 'forbidden'] as const;
export type CommentErrorCode = (typeof COMMENT_ERROR_CODES)[number];

/** The public user shape (`User` of user.ts without its private fields) carried by comments. */
export const CommentUserSchema = v.pick(UserSchema, ['id', 'slug', 'firstName', 'lastName', 'presentation', 'picture']);
export type CommentUser = v.InferOutput<typeof CommentUserSchema>;

const CommentFields = {
  id: v.string(),
  articleId: v.string(),
  /** The top-level comment this one replies under (two levels), or null for a top-level comment. */
  parentId: v.nullable(v.string()),
  /** Whom a reply answers ("replying to <name>"), when it answered a reply; else null. */
  replyToUser: v.nullable(CommentUserSchema),
  user: CommentUserSchema,
  /** The Markdown text; empty when deleted, and when hidden for readers other than the article's author and moderators. */
  body: v.string(),
  /** `body` rendered by `renderCommentText` (comment-text.ts); empty when `body` is. */
  html: v.string(),
  language: v.picklist(['fr', 'en']),
  atSeconds: v.nullable(v.number()),
  status: v.picklist(COMMENT_STATUSES),
  /** Who hid it, when hidden: the article's `author` or a `moderator`. */
  hiddenBy: v.nullable(v.picklist(['author', 'moderator'])),
  pinned: v.boolean(),
  createdAt: v.string(),
  editedAt: v.nullable(v.string()),
  likeCount: v.number(),
  /** Whether the signed-in reader likes it (false for anonymous readers). */
  liked: v.boolean(),
  replyCount: v.number(),
};

/** A comment or a reply, as every call answers it. */
export const CommentSchema = v.object(CommentFields);
export type Comment = v.InferOutput<typeof CommentSchema>;

/** A top-level comment of a list page, with its first `COMMENT_REPLIES_PREVIEW` replies (oldest first). */
export const ThreadCommentSchema = v.object({ ...CommentFields, replies: v.array(CommentSchema) });
export type ThreadComment = v.InferOutput<typeof ThreadCommentSchema>;

/** `GET /api/articles/:id/comments`: `total` is the article's `commentCount` (visible comments and replies). */
export const CommentPageSchema = v.object({ items: v.array(ThreadCommentSchema), total: v.number(), nextCursor: v.nullable(v.string()) });
export type CommentPage = v.InferOutput<typeof CommentPageSchema>;

/** `GET /api/comments/:id/replies`: oldest first; `total` is the comment's `replyCount`. */
export const ReplyPageSchema = v.object({ items: v.array(CommentSchema), total: v.number(), nextCursor: v.nullable(v.string()) });
export type ReplyPage = v.InferOutput<typeof ReplyPageSchema>;

const QueryLimit = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'integer'), v.transform(Number), v.minValue(1), v.maxValue(COMMENT_PAGE_MAX)), String(COMMENT_PAGE_DEFAULT));
const Cursor = v.optional(v.pipe(v.string(), v.maxLength(500), v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_cursor')));

/** `GET /api/articles/:id/comments`; `language` keeps comments written in that language only. */
export const CommentListQuerySchema = v.object({
  sort: v.optional(v.picklist(COMMENT_SORTS), 'oldest'),
  limit: QueryLimit,
  cursor: Cursor,
  language: v.optional(v.picklist(['fr', 'en'])),
});
export type CommentListQuery = v.InferOutput<typeof CommentListQuerySchema>;

/** `GET /api/comments/:id/replies`. */
export const ReplyListQuerySchema = v.object({ limit: QueryLimit, cursor: Cursor });
export type ReplyListQuery = v.InferOutput<typeof ReplyListQuerySchema>;

/** Comment text: trimmed, 1 to `COMMENT_BODY_MAX` characters. */
export const CommentBodySchema = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(COMMENT_BODY_MAX, 'max_length'));

/**
 * `PUT /api/comments/:id` (the id: 32 hex chosen by the client). Creates the comment (`201`), or
 * edits its `body` and `atSeconds` when it is the writer's (`200`; the same body again changes
 * nothing, so outbox replays are harmless). `articleId` and `parentId` cannot change. `language`
 * (optional) is the writer's: without it, their profile language.
 */
export const CommentInputSchema = v.object({
  articleId: HexIdSchema,
  parentId: v.optional(v.nullable(HexIdSchema), null),
  body: CommentBodySchema,
  atSeconds: v.optional(v.nullable(v.pipe(v.number(), v.finite('not_finite'), v.minValue(0, 'min_value'), v.maxValue(COMMENT_AT_SECONDS_MAX, 'max_value'))), null),
  /** The language the comment is written in; else the writer's profile language (comments-write.ts). An edit may change it. */
  language: v.optional(v.picklist(['fr', 'en'], 'invalid_language')),
});
export type CommentInput = v.InferOutput<typeof CommentInputSchema>;

/** `PUT`/`DELETE /api/comments/:id/like` answer: the count after the change, and the reader's like. */
export const LikeStateSchema = v.object({ likeCount: v.number(), liked: v.boolean() });
export type LikeState = v.InferOutput<typeof LikeStateSchema>;

/** `POST /api/comments/:id/reports`. */
export const ReportInputSchema = v.object({
  reason: v.picklist(REPORT_REASONS, 'invalid_reason'),
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_TEXT_MAX, 'max_length')), ''),
});
export type ReportInput = v.InferOutput<typeof ReportInputSchema>;

const ReasonSchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MODERATION_REASON_MAX, 'max_length')), '');

/** `PUT /api/comments/:id/hidden`: why, for the moderation log (optional). */
export const HideInputSchema = v.optional(v.object({ reason: ReasonSchema }), {});

/** `PUT /api/articles/:id/pinned-comment`. */
export const PinInputSchema = v.object({ commentId: HexIdSchema });

/** `PUT /api/users/:id/role` (admins). */
export const RoleInputSchema = v.object({ role: v.picklist(ROLES, 'invalid_role') });

/** `PUT /api/users/:id/comment-ban` (moderators): a reason and an expiry, or none (`until: null`). */
export const BanInputSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(MODERATION_REASON_MAX, 'max_length')),
  until: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('iso_timestamp'))), null),
});
export type BanInput = v.InferOutput<typeof BanInputSchema>;

/** A ban from commenting, as `403 comment_banned` carries it and the moderation calls answer it. */
export const BanSchema = v.object({ userId: v.string(), reason: v.string(), until: v.nullable(v.string()), createdAt: v.string() });
export type Ban = v.InferOutput<typeof BanSchema>;

export const MODERATION_ACTIONS = ['hide', 'restore', 'delete', 'approve', 'reject', 'dismiss', 'ban', 'unban', 'dismiss_user'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * `POST /api/moderation/actions`: one action in one call. Comment actions name `commentId`
 * (`dismiss` clears its reports); `ban`/`unban` name `userId` (`until` as for the ban call; a ban
 * also clears the user's open reports); `dismiss_user` clears the open reports of the user `userId`.
 */
export const ModerationActionInputSchema = v.variant('action', [
  v.object({ action: v.picklist(['hide', 'restore', 'delete', 'approve', 'reject', 'dismiss']), commentId: HexIdSchema, reason: ReasonSchema }),
  v.object({ action: v.literal('ban'), userId: HexIdSchema, reason: BanInputSchema.entries.reason, until: BanInputSchema.entries.until }),
  v.object({ action: v.literal('unban'), userId: HexIdSchema, reason: ReasonSchema }),
  v.object({ action: v.literal('dismiss_user'), userId: HexIdSchema, reason: ReasonSchema }),
]);
export type ModerationActionInput = v.InferOutput<typeof ModerationActionInputSchema>;

export const ReportSchema = v.object({ id: v.string(), reason: v.picklist(REPORT_REASONS), text: v.string(), reporter: CommentUserSchema, createdAt: v.string() });
export type Report = v.InferOutput<typeof ReportSchema>;

/** Reports of one comment, newest first; groups are ordered by their newest report. */
export const ReportGroupSchema = v.object({ comment: CommentSchema, reports: v.array(ReportSchema), lastReportedAt: v.string() });
export type ReportGroup = v.InferOutput<typeof ReportGroupSchema>;

/** Reports of one user (`POST /api/users/:id/reports`), newest first; groups are ordered by their newest report. */
export const UserReportGroupSchema = v.object({ user: CommentUserSchema, reports: v.array(ReportSchema), lastReportedAt: v.string() });
export type UserReportGroup = v.InferOutput<typeof UserReportGroupSchema>;

/**
 * `GET /api/moderation/queue`: reported comments (open reports), held comments, and reported users
 * (`userReports`, a separate kind grouped by user), newest first.
 */
export const ModerationQueueSchema = v.object({ reports: v.array(ReportGroupSchema), held: v.array(CommentSchema), userReports: v.array(UserReportGroupSchema) });
export type ModerationQueue = v.InferOutput<typeof ModerationQueueSchema>;

/** One line of the audit log: who did what to which comment or user, when and why. */
export const ModerationLogEntrySchema = v.object({
  id: v.string(),
  actor: CommentUserSchema,
  action: v.picklist([...MODERATION_ACTIONS, 'pin', 'unpin', 'role']),
  commentId: v.nullable(v.string()),
  targetUser: v.nullable(CommentUserSchema),
  reason: v.string(),
  /** What changed beyond the action (a role granted, a ban's expiry), when anything did. */
  detail: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ModerationLogEntry = v.InferOutput<typeof ModerationLogEntrySchema>;

export const ModerationLogPageSchema = v.object({ items: v.array(ModerationLogEntrySchema), total: v.nullable(v.number()), nextCursor: v.nullable(v.string()) });
export type ModerationLogPage = v.InferOutput<typeof ModerationLogPageSchema>;

export const ModerationQueueQuerySchema = v.object({ limit: QueryLimit });
export const ModerationLogQuerySchema = v.object({ limit: QueryLimit, cursor: Cursor });

/** Whether a role may moderate anywhere (hide, restore, delete, approve, reject, ban). */
export function canModerate(role: Role | undefined): boolean {
  return role === 'moderator' || role === 'admin';
}
