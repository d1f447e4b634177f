import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { commentArticleIdOf, type CommentOperation } from '#web/db/operations.ts';

/** A comment write still on its way, as the thread shows it ("sending…"). */
export interface QueuedCommentOp {
  seq: number;
  op: CommentOperation;
  createdAt: number;
}

/**
 * The comment operations of `userId` on one article still waiting in the outbox, oldest first:
 * the thread lays them over the server's page (web/features/comments/thread-view.ts), so a comment
 * written offline shows at once, and again after a reload, until the server has it.
 */
export async function queuedCommentOps(userId: string, articleId: string, database: TribesDb = defaultDb): Promise<QueuedCommentOp[]> {
  const entries = await database.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('seq');
  return entries.filter((e) => commentArticleIdOf(e.op) === articleId).map((e) => ({ seq: e.seq, op: e.op as CommentOperation, createdAt: e.createdAt }));
}
