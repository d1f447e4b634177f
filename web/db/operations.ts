import type { ArticleInput } from '#api/schemas/article.ts';
import type { CollectionInput } from '#api/schemas/collection.ts';
import type { CommentInput, ReportInput } from '#api/schemas/comments.ts';
import type { FollowKind } from '#api/schemas/follows.ts';
import type { ProgressInput } from '#api/schemas/progress.ts';
import type { ProfileDetailsInputSchema, ProfilePictureInputSchema } from '#api/schemas/user.ts';
import type * as v from 'valibot';

/** `PUT /api/users/me` bodies the outbox queues (a password change is never queued). */
export type ProfileInput = v.InferOutput<typeof ProfileDetailsInputSchema> | v.InferOutput<typeof ProfilePictureInputSchema>;

/**
 * One write waiting in the outbox, as data: what to do, never how to send it. Bodies are the
 * valibot types of `api/schemas`; `web/sync/request-of.ts` turns each into a request through the
 * typed client, so a renamed route or a changed body fails `npm run typecheck`.
 */
export type Operation =
  /** Create or update an article (`baseVersion` in the body when editing a published one). */
  | { type: 'article.put'; id: string; body: ArticleInput }
  | { type: 'article.delete'; id: string }
  /** Create or rename a collection. */
  | { type: 'collection.put'; id: string; body: CollectionInput }
  | { type: 'collection.delete'; id: string }
  | { type: 'collection.article.put'; id: string; articleId: string }
  | { type: 'collection.article.delete'; id: string; articleId: string }
  /** The same membership calls on the user's Favorites collection (`id`), labelled as favorites. */
  | { type: 'favorite.put'; id: string; articleId: string }
  | { type: 'favorite.delete'; id: string; articleId: string }
  /** Upload of a picked file (`files` row `id`). */
  | { type: 'file.put'; id: string }
  /** Upload of a recording: its `recordings` chunks assembled into one file `id`. */
  | { type: 'recording.put'; id: string; name: string; mime: string }
  | { type: 'profile.put'; body: ProfileInput }
  /** Where the user is in an article (playback seconds or reading fraction); the newest `updatedAt` wins on the server. */
  | { type: 'progress.put'; articleId: string; body: ProgressInput }
  /** Write or edit a comment (issue #28); `id` is chosen here, so a replay is the same comment. */
  | { type: 'comment.put'; id: string; body: CommentInput }
  /** The comment operations below name their article, so a thread can show what is still sending. */
  | { type: 'comment.delete'; id: string; articleId: string }
  | { type: 'comment.like.put'; id: string; articleId: string }
  | { type: 'comment.like.delete'; id: string; articleId: string }
  | { type: 'comment.report'; id: string; articleId: string; body: ReportInput }
  /** Follow or unfollow an author (`users`, 32-hex id), a tribe or a theme (integer id as text; issue #29). */
  | { type: 'follow.put'; kind: FollowKind; id: string }
  | { type: 'follow.delete'; kind: FollowKind; id: string }
  /** Mark one notification read, or every one up to `upTo` (the read marker; issue #29). */
  | { type: 'notification.read'; id: number }
  | { type: 'notification.readMarker'; upTo: number };

/** The follow operations, for the buttons' state before the server has them. */
export type FollowOperation = Extract<Operation, { type: `follow.${string}` }>;

/** The comment operations, for the thread's "sending…" overlay. */
export type CommentOperation = Extract<Operation, { type: `comment.${string}` }>;

/** The article a comment operation is about, or undefined for any other operation. */
export function commentArticleIdOf(op: Operation): string | undefined {
  if (op.type === 'comment.put') return op.body.articleId;
  return op.type.startsWith('comment.') ? (op as Exclude<CommentOperation, { type: 'comment.put' }>).articleId : undefined;
}

/** File ids an article input names (cover, images, audio, video, section images). */
export function fileIdsOf(input: ArticleInput): string[] {
  const ids = [input.coverImage, ...input.imageFiles, input.audioFile, input.videoFile, ...input.sections.map((s) => s.image)];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/** The file an upload operation sends, or undefined for any other operation. */
export function uploadIdOf(op: Operation): string | undefined {
  return op.type === 'file.put' || op.type === 'recording.put' ? op.id : undefined;
}

/** Files an operation names: their uploads are sent before it (architecture.md §4). */
export function namedFileIdsOf(op: Operation): string[] {
  if (op.type === 'article.put') return fileIdsOf(op.body);
  if (op.type === 'profile.put' && 'picture' in op.body) return [op.body.picture];
  return [];
}

/** The article an operation saves (`article.put`), or undefined. */
export function savedArticleIdOf(op: Operation): string | undefined {
  return op.type === 'article.put' ? op.id : undefined;
}
