import type { Article, ArticleDetail, ArticleInput } from '#api/schemas/article.ts';
import type { Collection } from '#api/schemas/collection.ts';
import type { CommentPage, CommentSort } from '#api/schemas/comments.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import type { Operation } from './operations.ts';
import type { StringKey } from '#web/lib/string-keys.ts';

/**
 * An article kept on the device with its full body (every article opened, and every article of a
 * collection kept offline), so it opens, lists and searches with no network.
 */
export interface ArticleRow {
  id: string;
  /** `GET /api/articles/:id` as it was last read. */
  detail: ArticleDetail;
  /** Copied out of `detail` for the indexes (newest first, type, tribe, theme, author filters). */
  createdAt: string;
  type: number;
  tribeIds: number[];
  themeIds: number[];
  userId: string;
  /** When it was last stored (ms). */
  keptAt: number;
  /** Set when the reader deleted it here and the server has not confirmed yet: hidden from lists. */
  deletedAt?: number;
}

/**
 * One of the signed-in user's collections, as the server last sent it with the user's own pending
 * changes applied on top. `articles` holds the newest ones the device knows (the server sends at
 * most `COLLECTION_ARTICLES_MAX`); `removedIds` remembers removals of articles beyond those, so the
 * favorite flag of an older article is still right before the next pull.
 */
export interface CollectionRow extends Collection {
  userId: string;
  removedIds: string[];
}

/**
 * A local article draft (any type), keyed by article id. The editor saves here; `conflict` is set
 * when the server answered `409 version_conflict` and holds the server's copy until the user
 * chooses (keep mine / take theirs).
 */
export interface DraftRow {
  id: string;
  userId: string;
  input: ArticleInput;
  /** The server version this draft was edited from; absent for an article never published. */
  baseVersion?: number;
  updatedAt: number;
  conflict?: { theirs: Article | null; message: string; at: number };
}

/** One chunk of an audio recording (one a second), so a crash loses at most a second. */
export interface RecordingChunkRow {
  /** Recording id (UUIDv7 hex), also the id of the file it becomes on upload. */
  id: string;
  seq: number;
  blob: Blob;
  mime: string;
  at: number;
}

/** A file picked on the device, waiting for (or done with) its `PUT /api/files/:id` upload. */
export interface FileRow {
  id: string;
  userId: string;
  blob: Blob;
  name: string;
  mime: string;
  createdAt: number;
  /** The server's record once uploaded. */
  uploaded?: StoredFile;
}

/** What an outbox entry does, for the sync panel: an i18n key and its values. */
export interface OutboxLabel {
  key: StringKey;
  values?: Record<string, string>;
}

/** The server's answer that made an entry fail for good (a 4xx other than 401/409). */
export interface OutboxError {
  status: number;
  code: string;
  message: string;
  /** A comment ban's reason and end (`403 comment_banned`). */
  reason?: string;
  until?: string | null;
}

/**
 * A pending write: one typed operation (`operations.ts`) with its queue bookkeeping. `seq`
 * (auto-increment) orders the queue and, with the device id, makes the `Idempotency-Key`.
 * Only `web/sync` reads or writes these rows.
 */
export interface OutboxEntry {
  seq: number;
  userId: string;
  op: Operation;
  label: OutboxLabel;
  status: 'pending' | 'rejected';
  attempts: number;
  createdAt: number;
  error?: OutboxError;
}

/** A set of articles the reader asked to keep offline (one collection, or one article). */
export interface OfflineSetRow {
  /** `collection:<id>` or `article:<id>`. */
  key: string;
  kind: 'collection' | 'article';
  targetId: string;
  userId: string | null;
  articleIds: string[];
  /** Media URLs stored in the media cache for this set. */
  urls: string[];
  /** Bytes of those media, as downloaded. */
  bytes: number;
  status: 'downloading' | 'ready' | 'partial';
  savedAt: number;
  /** Each kept article with the media it needs (issue 12: sizes per item, freeing one item). */
  items?: KeptItem[];
  /** Articles of a kept collection the reader (or the cap, or auto-removal) freed: a sync does not keep them again. */
  skippedIds?: string[];
  /** Why the last download stopped, for the Downloads view: over the reader's cap, disk full, network. */
  problem?: 'cap' | 'full' | 'failed';
}

/** One article of a kept set and the media files it shows (url and size in bytes, 0 when unknown). */
export interface KeptItem {
  articleId: string;
  media: { url: string; size: number }[];
  keptAt: number;
}

/**
 * A media file still to fetch into the media cache for one or more kept sets (issue 12): the
 * persistent download queue, so a download resumes after a reload. `backgroundId` is set while
 * a Background Fetch (Chromium) carries it on outside the page.
 */
export interface DownloadRow {
  url: string;
  size: number;
  setKeys: string[];
  addedAt: number;
  backgroundId?: string;
}

/** Small settings and markers (device id, open editors…), keyed by name. */
export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * Where a user is in an article on this device (version 11): seconds into an episode or video, or
 * the fraction of a long text read. `updatedAt` (ISO, the device's clock) decides between devices:
 * the newest wins. `userId` is `''` for a listener not signed in.
 */
export interface ProgressRow {
  userId: string;
  articleId: string;
  kind: 'audio' | 'video' | 'text';
  /** Seconds (audio, video) or a fraction 0..1 (text). */
  position: number;
  /** Seconds of the medium when known; null for a text. */
  duration: number | null;
  finished: boolean;
  updatedAt: string;
}

/**
 * Where a resumable (tus) upload stands on the server: tus-js-client's "previous upload" record,
 * keyed by `key` and found by `fingerprint` (`<userId>:<fileId>:<size>`), so an upload cut by a
 * network drop, a reload or a restart goes on from the server's offset.
 */
export interface TusUploadRow {
  key: string;
  fingerprint: string;
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
  /** Every byte is on the server: only its `finish` is left (asked again if its answer was lost). */
  complete?: boolean;
}

/** The first page of an article's thread as last read (version 14), for reading it offline. */
export interface ThreadRow {
  articleId: string;
  sort: CommentSort;
  page: CommentPage;
  /** When it was stored (ms). */
  keptAt: number;
}
