import * as v from 'valibot';
import { ArticleListQuerySchema } from './article.ts';
import { HexIdSchema, IntIdSchema } from './ids.ts';
import { PageQuerySchema } from './list.ts';
import { ThemeSchema } from './theme.ts';
import { TribeSchema } from './tribe.ts';
import { UserSchema } from './user.ts';

/** What a reader can follow (issue #29), as the path of `PUT /api/follows/:kind/:id` names it. */
export const FOLLOW_KINDS = ['users', 'tribes', 'themes'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/**
 * `PUT` / `DELETE /api/follows/:kind/:id`: a user by its 32-hex id, a tribe or a theme by its
 * integer id. Another kind is `422 kind: invalid_kind`; an id of the wrong shape `422 id: …`.
 */
export const FollowParamSchema = v.variant(
  'kind',
  [v.object({ kind: v.literal('users'), id: HexIdSchema }), v.object({ kind: v.literal('tribes'), id: IntIdSchema }), v.object({ kind: v.literal('themes'), id: IntIdSchema })],
  'invalid_kind',
);
export type FollowTarget = v.InferOutput<typeof FollowParamSchema>;

const followedAt = v.string();

/**
 * One thing a reader follows, with what it takes to draw it: the user as profiles show them
 * (with their counters), the tribe or theme as their lists do. `followedAt` is when it was followed.
 */
export const FollowItemSchema = v.variant('kind', [
  v.object({ kind: v.literal('users'), id: v.string(), followedAt, user: UserSchema }),
  v.object({ kind: v.literal('tribes'), id: v.number(), followedAt, tribe: TribeSchema }),
  v.object({ kind: v.literal('themes'), id: v.number(), followedAt, theme: ThemeSchema }),
]);
export type FollowItem = v.InferOutput<typeof FollowItemSchema>;

const CursorSchema = v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_cursor'));

/** `GET /api/follows` and `GET /api/users/:slug/followers`: newest first, paged by keyset `cursor`. */
export const FollowListQuerySchema = v.object({ limit: PageQuerySchema.entries.limit, cursor: v.optional(CursorSchema) });
export type FollowListQuery = v.InferOutput<typeof FollowListQuerySchema>;

const { limit, cursor, type, lang, tribe, theme } = ArticleListQuerySchema.entries;

/**
 * `GET /api/feed/following`: the main feed's paging (`limit`, keyset `cursor`) and filters (`type`,
 * `lang`), with the tribe and theme named `tr` and `th` as in the contract of issue #29 (ids).
 */
export const FollowingFeedQuerySchema = v.object({ limit, cursor, type, lang, tr: tribe, th: theme });
export type FollowingFeedQuery = v.InferOutput<typeof FollowingFeedQuerySchema>;
