import type { ColumnType, Generated } from 'kysely';

/** Row types of the community's tables (comments, moderation, follows), part of `Database` (types.ts). */
/** Comments and replies (kysely-migrations/0022); `content` is the Markdown text, `html` its rendering. */
export interface CommentsTable {
  id: string;
  article_id: string;
  user_id: string;
  content: string;
  created_at: string;
  /** `coalesce(translation_of, id)` of the article: a story and its translation share one thread. */
  thread_id: string;
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  reply_to_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  html: Generated<string>;
  language: Generated<string>;
  at_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  status: Generated<'visible' | 'deleted' | 'hidden' | 'held'>;
  hidden_by: ColumnType<'author' | 'moderator' | null, 'author' | 'moderator' | null | undefined, 'author' | 'moderator' | null>;
  pinned: Generated<number>;
  edited_at: ColumnType<string | null, string | null | undefined, string | null>;
  like_count: Generated<number>;
  reply_count: Generated<number>;
}

export interface CommentLikesTable {
  comment_id: string;
  user_id: string;
  created_at: string;
}

export interface CommentReportsTable {
  id: string;
  comment_id: string;
  reporter_id: string;
  reason: string;
  text: string;
  created_at: string;
  resolved_at: string | null;
}

/** A reader's report of a user (kysely-migrations/0023), shaped as comment_reports. */
export type UserReportsTable = Omit<CommentReportsTable, 'comment_id'> & { user_id: string };

/** One followed author, tribe or theme of `follower_id`: exactly one of the three is set (kysely-migrations/0025). */
export interface FollowsTable {
  id: string;
  follower_id: string;
  user_id: string | null;
  tribe_id: number | null;
  theme_id: number | null;
  created_at: string;
}

export interface CommentBansTable {
  user_id: string;
  reason: string;
  until: string | null;
  banned_by: string | null;
  created_at: string;
}

export interface ModerationLogTable {
  id: string;
  actor_id: string;
  action: string;
  comment_id: string | null;
  target_user_id: string | null;
  reason: string;
  detail: string | null;
  created_at: string;
}
