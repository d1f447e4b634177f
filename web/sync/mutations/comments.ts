import { CommentInputSchema, ReportInputSchema, type CommentInput, type ReportInput } from '#api/schemas/comments.ts';
import { newId } from '#api/schemas/ids.ts';
import * as v from 'valibot';
import { clearCommentDraft } from '#web/db/comment-drafts.ts';
import { db } from '#web/db/database.ts';
import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

/** The start of a comment, for the sync panel's label ("Comment “…”"). */
export function excerptOf(body: string, max = 40): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** What `writeComment` needs beyond the input: the comment's id when editing or re-sending it. */
export interface WriteOptions {
  id?: string;
  /** Editing a published comment (the label says "edit"). */
  editing?: boolean;
  /** The name of the person replied to, for "replying to …" if the comment comes back as a draft. */
  replyingTo?: string;
}

/**
 * Writes a comment, a reply or an edit here and queues `PUT /api/comments/:id` (issue #28). The id
 * is chosen here (32 hex), so a replay is the same comment, never a second one. The input follows
 * `CommentInputSchema` (throws `ValiError` for the composer). The composer's draft of that article
 * goes in the same transaction: the text is in exactly one place, the draft or the queue.
 */
export async function writeComment(input: CommentInput, options: WriteOptions = {}): Promise<string> {
  const userId = requireUserId();
  const body = v.parse(CommentInputSchema, input);
  const id = options.id ?? newId();
  const key = options.editing ? 'comments.op.edit' : body.parentId ? 'comments.op.reply' : 'comments.op.write';
  await mutate([], async () => {
    await clearCommentDraft(userId, body.articleId);
    await enqueue({
      userId,
      op: { type: 'comment.put', id, body },
      label: { key, values: { excerpt: excerptOf(body.body), ...(options.replyingTo ? { replyingTo: options.replyingTo } : {}) } },
    });
  });
  return id;
}

/** Deletes one's own comment (soft on the server: with replies it stays as "comment deleted"). */
export async function deleteComment(comment: { id: string; articleId: string; body: string }): Promise<void> {
  const userId = requireUserId();
  await mutate([], async () => {
    await enqueue({ userId, op: { type: 'comment.delete', id: comment.id, articleId: comment.articleId }, label: { key: 'comments.op.delete', values: { excerpt: excerptOf(comment.body) } } });
  });
}

/** Likes or unlikes a comment; a like and its undo not yet sent cancel out in the queue. */
export async function setCommentLike(comment: { id: string; articleId: string; body: string }, liked: boolean): Promise<void> {
  const userId = requireUserId();
  await mutate([], async () => {
    const undone = await db.outbox
      .where('[userId+status]')
      .equals([userId, 'pending'])
      .filter((e) => e.attempts === 0 && (e.op.type === 'comment.like.put' || e.op.type === 'comment.like.delete') && e.op.id === comment.id)
      .first();
    if (undone) {
      await db.outbox.delete(undone.seq);
      return;
    }
    await enqueue({
      userId,
      op: { type: liked ? 'comment.like.put' : 'comment.like.delete', id: comment.id, articleId: comment.articleId },
      label: { key: liked ? 'comments.op.like' : 'comments.op.unlike', values: { excerpt: excerptOf(comment.body) } },
    });
  });
}

/** Reports a comment to the moderators (`POST /api/comments/:id/reports`), with a reason. */
export async function reportComment(comment: { id: string; articleId: string; body: string }, report: ReportInput): Promise<void> {
  const userId = requireUserId();
  const body = v.parse(ReportInputSchema, report);
  await mutate([], async () => {
    await enqueue({ userId, op: { type: 'comment.report', id: comment.id, articleId: comment.articleId, body }, label: { key: 'comments.op.report', values: { excerpt: excerptOf(comment.body) } } });
  });
}
