import { useLiveQuery } from 'dexie-react-hooks';
import { getCommentDraft, type CommentDraft } from '#web/db/comment-drafts.ts';
import { queuedCommentOps, type QueuedCommentOp } from '#web/sync/comment-queue.ts';

const NONE: QueuedCommentOp[] = [];

/** The reader's comment writes on an article still in the outbox, live (empty signed out and on the server). */
export function useQueuedCommentOps(userId: string | undefined, articleId: string): QueuedCommentOp[] {
  return useLiveQuery(async () => (userId ? queuedCommentOps(userId, articleId) : NONE), [userId, articleId], NONE);
}

/** The composer's kept draft on an article (`null` once read and there is none; undefined while reading). */
export function useCommentDraft(userId: string | undefined, articleId: string): CommentDraft | null | undefined {
  return useLiveQuery(async () => (userId ? ((await getCommentDraft(userId, articleId)) ?? null) : null), [userId, articleId]);
}
