import type { ColumnType, Generated } from 'kysely';
import type { CommentBansTable, CommentLikesTable, CommentReportsTable, CommentsTable, FollowsTable, ModerationLogTable, UserReportsTable } from './community-types.ts';
import type { NotificationJobsTable, NotificationPreferencesTable, NotificationReadMarkersTable, NotificationsTable } from './notification-types.ts';

/** Row types of the tables in `kysely-migrations/`. Timestamps are ISO-8601 UTC strings. */
export interface FilesTable {
  id: string;
  owner_id: string | null;
  name: string;
  mime: string;
  size: number;
  kind: 'image' | 'audio' | 'video';
  duration_seconds: number | null;
  sha256: string;
  created_at: string;
  /** JSON array of waveform levels (api/media/peaks.ts); null until made. */
  peaks: ColumnType<string | null, string | null | undefined, string | null>;
  /** When decoding the whole file showed it does not play (api/renditions/decode-check.ts, 0019); null otherwise. */
  unreadable_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: string;
  slug: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  presentation: string | null;
  phone_number: string | null;
  picture_file_id: string | null;
  language: string;
  activated_at: string | null;
  created_at: string;
  updated_at: string;
  /** member | moderator | admin (kysely-migrations/0022). */
  role: Generated<'member' | 'moderator' | 'admin'>;
  /** Readers following this user, and authors this user follows: maintained counters (kysely-migrations/0025). */
  follower_count: Generated<number>;
  following_count: Generated<number>;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  replaced_by_id: string | null;
  revoked_at: string | null;
}

export interface AuthCodesTable {
  code_hash: string;
  user_id: string;
  purpose: 'activation' | 'reset';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface TribesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ThemesTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  code: string;
  position: Generated<number>;
}

export interface ArticlesTable {
  id: string;
  search_id: number;
  slug: string;
  user_id: string;
  type: number;
  text_type: number;
  language: string;
  title: string;
  sub_title: string;
  content: string;
  cover_image_id: string | null;
  audio_file_id: string | null;
  video_file_id: string | null;
  /** The cut list of the audio (`cutsKey` of api/schemas/audio-cuts.ts), `''` for none (0012). */
  audio_cuts: Generated<string>;
  /** 1 when `audio_file_id` was found not to decode (`files.unreadable_at`, 0019): kept from readers. */
  audio_unreadable: Generated<number>;
  tags_json: string;
  references_json: string;
  inspired_by_json: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** The article this one is the other-language version of (kysely-migrations/0010). */
  translation_of: string | null;
  /** Visible comments of the article's thread, maintained by api/repositories/comments-write.ts (0022). */
  comment_count: Generated<number>;
}

export interface ArticleTribesTable {
  article_id: string;
  tribe_id: number;
  /** Copies of the article's feed columns, kept by triggers (kysely-migrations/0006). */
  type: Generated<number>;
  created_at: Generated<string>;
  deleted_at: Generated<string | null>;
  /** Copy of the article's language (kysely-migrations/0010). */
  language: Generated<string>;
}

export interface ArticleThemesTable {
  article_id: string;
  theme_id: number;
  /** Copies of the article's feed columns, kept by triggers (kysely-migrations/0006). */
  type: Generated<number>;
  created_at: Generated<string>;
  deleted_at: Generated<string | null>;
  /** Copy of the article's language (kysely-migrations/0010). */
  language: Generated<string>;
}

export interface ArticleImagesTable {
  article_id: string;
  file_id: string;
  position: number;
}

export interface ArticleSectionsTable {
  id: string;
  article_id: string;
  heading: string;
  content: string;
  image_caption: string;
  image_file_id: string | null;
  position: number;
}

export interface CollectionsTable {
  id: string;
  user_id: string;
  name: string;
  is_default: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface CollectionArticlesTable {
  collection_id: string;
  article_id: string;
  added_at: string;
}

export interface AdvertisementsTable {
  id: string;
  format: 'banner' | 'card' | 'native' | 'sidebar' | 'square';
  title: string;
  description: string;
  image_url: string;
  link: string;
  button_text: string;
  price: string | null;
  discount: string | null;
  category: string;
  sponsor: string;
  language: string;
  created_at: string;
}

export interface AdImpressionsTable {
  id: Generated<number>;
  ad_id: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status: number;
  body: string | null;
  content_type: string | null;
  created_at: string;
  /** Boot id of the process running the first request (status 0); null once answered. */
  owner: string | null;
  /** When a running claim lapses unless its owner renews it. */
  lease_until: string | null;
}

export type MediaJobStatus = 'pending' | 'running' | 'done' | 'failed';

/** Background media work (kysely-migrations/0008): the queue of api/renditions. */
/** A resumable upload in progress or just finished (migration 0009). */
/** A request's hold on writing one resumable upload, across instances (kysely-migrations/0016). */
export interface UploadLocksTable {
  id: string;
  holder: string;
  until: string;
  release_requested: Generated<number>;
}

export interface UploadsTable {
  id: string;
  owner_id: string;
  file_id: string;
  name: string;
  declared_type: string | null;
  size: number;
  limit_kind: 'image' | 'audio' | 'video' | null;
  received_bytes: Generated<number>;
  patches: Generated<number>;
  finished_at: string | null;
  created_at: string;
  /** While an instance finishes the upload: until when its claim holds (kysely-migrations/0015). */
  finishing_until: string | null;
}

export interface MediaJobsTable {
  id: Generated<number>;
  source_file_id: string;
  kind: 'podcast_mp3';
  /** The cut list applied (`cutsKey`), `''` for the whole file (kysely-migrations/0012). */
  cuts: Generated<string>;
  /** 0: asked for by a save; 1: start-up backfill, claimed after every save's job (0012). */
  priority: Generated<number>;
  status: MediaJobStatus;
  attempts: number;
  run_after: string;
  result_file_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  /** The worker running the job (one per instance); null when none is (kysely-migrations/0015). */
  owner: string | null;
  /** While running: renewed by its worker; once past, the worker is taken for dead (0015). */
  lease_until: string | null;
}

/** Transcript and chapters of an audio or video article (kysely-migrations/0011). */
export interface ArticleTranscriptsTable {
  article_id: string;
  transcript_format: 'cues' | 'text' | null;
  /** `Transcript` of api/schemas/transcript.ts as JSON, or null. */
  transcript_json: string | null;
  /** `Chapter[]` as JSON. */
  chapters_json: string;
  chapter_count: number;
}

/** FTS5 index; `rowid` is `articles.search_id`. On PostgreSQL a table whose trigger turns the text into `document` (kysely-migrations/0002). */
export interface ArticlesFtsTable {
  rowid: number;
  title: string;
  sub_title: string;
  content: string;
  tags: string;
}

/** Playback or reading position of a user in an article (`kysely-migrations/0004_create_progress.ts`). */
export interface ProgressTable {
  user_id: string;
  article_id: string;
  /** Seconds into a podcast or video; for a text, the fraction read (0..1). */
  position: number;
  duration: number | null;
  finished: 0 | 1;
  client_updated_at: string;
  updated_at: string;
}

/** FTS5 autocomplete index of titles and author names (kysely-migrations/0007), kept by triggers. */
export interface ArticleTitlesFtsTable {
  rowid: number;
  title: string;
  author: string;
}

/** A device's Web Push subscription (kysely-migrations/0027, issue #29). */
export interface PushSubscriptionsTable {
  user_id: string;
  /** Chosen by the device: a repeated subscribe is the same row. */
  id: string;
  /** The push service's URL; unique: one endpoint belongs to one user. */
  endpoint: string;
  /** The browser's keys (base64url) that each payload is encrypted for. */
  p256dh: string;
  auth: string;
  created_at: string;
  updated_at: string;
}

/** A sign-in and the device it was made on (kysely-migrations/0028, issue #30); `id` is its refresh family. */
export interface SessionsTable {
  id: string;
  user_id: string;
  /** Named from the user agent: "Chrome 131", "Safari 18". */
  browser: string;
  /** "Android 14", "iOS 18.1", "Windows 10". */
  os: string;
  /** 1: signed in from the installed app; 0: from a browser tab. */
  installed: number;
  /** ISO 3166 code, when a trusted proxy says it; null otherwise. */
  country: string | null;
  created_at: string;
  /** To the hour. */
  last_seen_at: string;
  /** When and why it ended; null while signed in (and the refresh family says whether it expired). */
  ended_at: string | null;
  ended_reason: SessionEndReason | null;
}

/**
 * Why a session ended: signed out on the device itself, signed out from another device, the
 * password changed (on another device) or reset, or a refresh token presented twice (a stolen copy).
 */
export type SessionEndReason = 'signed_out' | 'signed_out_remotely' | 'password_changed' | 'password_reset' | 'token_reuse';

export interface Database {
  files: FilesTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  auth_codes: AuthCodesTable;
  rate_limits: RateLimitsTable;
  tribes: TribesTable;
  themes: ThemesTable;
  articles: ArticlesTable;
  article_tribes: ArticleTribesTable;
  article_themes: ArticleThemesTable;
  article_images: ArticleImagesTable;
  article_sections: ArticleSectionsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  comment_reports: CommentReportsTable;
  user_reports: UserReportsTable;
  comment_bans: CommentBansTable;
  follows: FollowsTable;
  push_subscriptions: PushSubscriptionsTable;
  sessions: SessionsTable;
  moderation_log: ModerationLogTable;
  collections: CollectionsTable;
  collection_articles: CollectionArticlesTable;
  advertisements: AdvertisementsTable;
  ad_impressions: AdImpressionsTable;
  idempotency_keys: IdempotencyKeysTable;
  articles_fts: ArticlesFtsTable;
  progress: ProgressTable;
  article_titles_fts: ArticleTitlesFtsTable;
  media_jobs: MediaJobsTable;
  article_transcripts: ArticleTranscriptsTable;
  uploads: UploadsTable;
  upload_locks: UploadLocksTable;
  notification_jobs: NotificationJobsTable;
  notifications: NotificationsTable;
  notification_read_markers: NotificationReadMarkersTable;
  notification_preferences: NotificationPreferencesTable;
}
