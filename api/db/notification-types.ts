import type { Generated } from 'kysely';

/** Row types of the notification tables (kysely-migrations/0026, issue #29), part of `Database` (types.ts). */

/** What a job fans out: a new article, a comment (or reply), a like, a moderation decision. */
export type NotificationEvent = 'article' | 'comment' | 'like' | 'moderation';

/** The fan-out queue, claimed under a lease by the workers of every instance (api/notifications/worker.ts). */
export interface NotificationJobsTable {
  id: Generated<number>;
  event: NotificationEvent;
  /** The article (article), the comment (comment, like, approved, rejected) or the banned user (banned). */
  subject_id: string;
  actor_id: string | null;
  /** Moderation: 'approved' | 'rejected' | 'banned'. */
  detail: string | null;
  /** The last follower an article's fan-out has served (batches resume after it). */
  progress: string | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  run_after: string;
  owner: string | null;
  lease_until: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  kind: 'article' | 'comment' | 'reply' | 'like' | 'moderation';
  group_key: string;
  article_id: string | null;
  comment_id: string | null;
  actor_id: string | null;
  decision: 'approved' | 'rejected' | 'banned' | null;
  created_at: string;
  /** When the item last changed (a new like on the group): the list's order and the unread test. */
  updated_at: string;
  read_at: string | null;
}

export interface NotificationReadMarkersTable {
  user_id: string;
  read_at: string;
  read_id: number;
  updated_at: string;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: string;
  in_app: number;
  push: number;
  updated_at: string;
}
