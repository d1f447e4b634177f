import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplies } from '../api/get-comments.ts';
import { shown, type ShownComment, type ShownThread } from '../thread-view.ts';
import { CommentItem, type CommentHandlers, type CommentPermissions } from './comment-item.tsx';

/** "3 more replies": the rest of a top-level comment's replies, fetched when asked for. */
export function MoreReplies({ top, permissions, handlers }: { top: ShownThread; permissions: (c: ShownComment) => CommentPermissions; handlers: CommentHandlers }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const replies = useReplies(top.id, open);
  const shownIds = new Set(top.replies.map((r) => r.id));
  const rest = (replies.data?.items ?? []).filter((r) => !shownIds.has(r.id));
  if (!open || !replies.data) {
    return (
      <button
        type="button"
        className="comment__action comments__more-replies"
        aria-expanded={open}
        disabled={open && replies.isFetching}
        onClick={() => (open ? void replies.refetch() : setOpen(true))}
      >
        {t('comments.moreReplies', { count: top.replyCount - top.replies.length })}
      </button>
    );
  }
  return (
    <ol className="comments__replies">
      {rest.map(shown).map((reply) => (
        <li key={reply.id}>
          <CommentItem comment={reply} permissions={permissions(reply)} handlers={handlers} />
        </li>
      ))}
    </ol>
  );
}
