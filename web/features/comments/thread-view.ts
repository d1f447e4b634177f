import { renderCommentText } from '#api/schemas/comment-text.ts';
import type { CommentUser, ThreadComment } from '#api/schemas/comments.ts';
import type { QueuedCommentOp } from '#web/sync/comment-queue.ts';
import { shown, type ShownComment, type ShownThread } from './shown-comment.ts';

export { shown, type ShownComment, type ShownThread };

/** A new comment or reply written here and not on the server yet. */
function local(op: Extract<QueuedCommentOp['op'], { type: 'comment.put' }>, me: CommentUser, createdAt: number, language: 'fr' | 'en'): ShownComment {
  const { body } = op;
  return {
    id: op.id,
    articleId: body.articleId,
    parentId: body.parentId ?? null,
    replyToUser: null,
    user: { id: me.id, slug: me.slug, firstName: me.firstName, lastName: me.lastName, presentation: me.presentation, picture: me.picture },
    body: body.body,
    // The one renderer the server uses (issue #28), so it reads the same before and after it is sent.
    html: renderCommentText(body.body),
    language,
    atSeconds: body.atSeconds ?? null,
    status: 'visible',
    hiddenBy: null,
    pinned: false,
    createdAt: new Date(createdAt).toISOString(),
    editedAt: null,
    likeCount: 0,
    liked: false,
    replyCount: 0,
    sending: true,
  };
}

/**
 * Lays the reader's queued writes (oldest first) over the server's top-level comments: new
 * comments and replies appear at once, edits show their new text, deleted ones go, likes count
 * (issue #28: "it shows at once as sending…"). New top-level comments go last for the oldest-first
 * sort and first otherwise. The pinned comment comes first.
 */
export function threadView(
  items: readonly ThreadComment[],
  queued: readonly (QueuedCommentOp & { sent?: true })[],
  me: CommentUser | null,
  options: { sort: string; language: 'fr' | 'en' },
): ShownThread[] {
  const threads: ShownThread[] = items.map((c) => ({ ...shown(c), replies: c.replies.map(shown) }));
  const find = (id: string): { comment: ShownComment; top: ShownThread } | undefined => {
    for (const top of threads) {
      if (top.id === id) return { comment: top, top };
      const reply = top.replies.find((r) => r.id === id);
      if (reply) return { comment: reply, top };
    }
    return undefined;
  };
  const added: ShownThread[] = [];
  for (const { op, createdAt, sent } of queued) {
    // Sent (it left the outbox) and waiting for the thread to be read again: shown, not "sending…".
    const sending = !sent;
    const found = find(op.id);
    if (op.type === 'comment.put') {
      if (found) {
        Object.assign(found.comment, { body: op.body.body, html: renderCommentText(op.body.body), atSeconds: op.body.atSeconds ?? null, sending });
        continue;
      }
      if (!me) continue;
      const comment = { ...local(op, me, createdAt, op.body.language ?? options.language), sending };
      const parent = op.body.parentId ? find(op.body.parentId) : undefined;
      if (parent) {
        // Two levels (issue #28): a reply to a reply sits under the same top-level comment, naming whom it answers.
        parent.top.replies.push(parent.comment === parent.top ? comment : { ...comment, parentId: parent.top.id, replyToUser: parent.comment.user });
        parent.top.replyCount += 1;
      } else if (!op.body.parentId) {
        const thread = { ...comment, replies: [] };
        threads.push(thread);
        added.push(thread);
      }
      continue;
    }
    if (!found) continue;
    const { comment, top } = found;
    if (op.type === 'comment.delete') {
      if (comment === top && top.replies.length > 0) Object.assign(comment, { status: 'deleted', body: '', html: '', sending });
      else if (comment === top) threads.splice(threads.indexOf(top), 1);
      else top.replies.splice(top.replies.indexOf(comment), 1);
    } else if (op.type === 'comment.like.put' && !comment.liked) {
      Object.assign(comment, { liked: true, likeCount: comment.likeCount + 1, sending });
    } else if (op.type === 'comment.like.delete' && comment.liked) {
      Object.assign(comment, { liked: false, likeCount: Math.max(0, comment.likeCount - 1), sending });
    } else if (op.type === 'comment.report') comment.sending = sending;
  }
  let ordered = threads;
  if (options.sort !== 'oldest' && added.length > 0) ordered = [...added.reverse(), ...threads.filter((t) => !added.includes(t))];
  return [...ordered.filter((t) => t.pinned), ...ordered.filter((t) => !t.pinned)];
}
