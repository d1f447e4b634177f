import type { CommentInput } from '#api/schemas/comments.ts';
import { db as defaultDb, type TribesDb } from './database.ts';

/** Why the server refused a comment, as the outbox heard it (the composer says it in the reader's language). */
export interface CommentRefusal {
  status: number;
  code: string;
  /** The server's English message (shown only when the code is unknown to this version of the app). */
  message: string;
  /** A ban's reason and end (ISO; null: no end), when the server gave them. */
  reason?: string;
  until?: string | null;
}

/**
 * What the composer of one article holds: text being typed (kept as typed, so a reload loses
 * nothing) or a comment the server refused, brought back with its reason (issue #28: "a refusal
 * comes back as a draft, never lost and never blocking the queue"). `id` is the comment's own id
 * when the draft edits or re-sends that comment.
 */
export interface CommentDraft {
  id: string;
  input: CommentInput;
  /** The name shown in "replying to …" for a reply. */
  replyingTo?: string;
  /** Set when this is an edit of an already published comment. */
  editing?: boolean;
  refusal?: CommentRefusal;
  updatedAt: number;
}

const draftKey = (userId: string, articleId: string) => `commentDraft:${userId}:${articleId}`;

/** The composer's draft of `userId` on an article, if any. */
export async function getCommentDraft(userId: string, articleId: string, database: TribesDb = defaultDb): Promise<CommentDraft | undefined> {
  return (await database.meta.get(draftKey(userId, articleId)))?.value as CommentDraft | undefined;
}

/** Keeps the composer's draft (inside a transaction over `meta`, or alone). */
export async function putCommentDraft(userId: string, draft: CommentDraft, database: TribesDb = defaultDb): Promise<void> {
  await database.meta.put({ key: draftKey(userId, draft.input.articleId), value: draft });
}

/** Drops the draft once sent or given up. */
export async function clearCommentDraft(userId: string, articleId: string, database: TribesDb = defaultDb): Promise<void> {
  await database.meta.delete(draftKey(userId, articleId));
}
