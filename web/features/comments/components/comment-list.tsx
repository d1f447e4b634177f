import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import type { CommentDraft } from '#web/db/comment-drafts.ts';
import { canModerate } from '#web/lib/roles.ts';
import { deleteComment, reportComment, setCommentLike } from '#web/sync/mutations/comments.ts';
import { useAuthorAction } from '../api/comment-actions.ts';
import type { ShownComment, ShownThread } from '../thread-view.ts';
import { CommentComposer, type ComposerTarget } from './comment-composer.tsx';
import { CommentItem, type CommentHandlers, type CommentPermissions } from './comment-item.tsx';
import type { ThreadArticle } from './comment-thread.tsx';
import { MoreReplies } from './more-replies.tsx';
import { ReportDialog } from './report-dialog.tsx';

interface Props {
  threads: ShownThread[];
  article: ThreadArticle;
  me: User | null;
  target: ComposerTarget | null;
  setTarget: (target: ComposerTarget | null) => void;
  draft: CommentDraft | null;
}

const nameOf = (c: ShownComment) => `${c.user.firstName} ${c.user.lastName}`;

/** The top-level comments with their replies, the composer opened under the one answered or edited, and the dialogs. */
export function CommentList({ threads, article, me, target, setTarget, draft }: Props) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState<ShownComment | null>(null);
  const [deleting, setDeleting] = useState<ShownComment | null>(null);
  const author = useAuthorAction();
  const moderator = canModerate(me);
  const isAuthor = me !== null && me.id === article.userId;

  const permissions = (c: ShownComment): CommentPermissions => ({
    signedIn: me !== null,
    own: me !== null && c.user.id === me.id,
    canHide: isAuthor || moderator,
    canPin: isAuthor,
  });
  const act = (action: Parameters<typeof author.mutate>[0]) => author.mutate(action, { onError: () => showToast('comments.actionFailed', 'error') });
  const handlers: CommentHandlers = {
    onLike: (c) => void setCommentLike(c, !c.liked),
    onReply: (c) => setTarget({ mode: 'reply', parentId: c.id, name: nameOf(c) }),
    onEdit: (c) => setTarget({ mode: 'edit', id: c.id, parentId: c.parentId, body: c.body, atSeconds: c.atSeconds }),
    onDelete: setDeleting,
    onReport: setReporting,
    onHide: (c, hidden) => act({ kind: hidden ? 'hide' : 'unhide', commentId: c.id }),
    onPin: (c, pinned) => act(pinned ? { kind: 'pin', articleId: article.id, commentId: c.id } : { kind: 'unpin', articleId: article.id }),
  };
  const composerFor = (c: ShownComment) => {
    if (!me || !target || target.mode === 'new') return null;
    const here = target.mode === 'reply' ? target.parentId === c.id : target.id === c.id;
    if (!here) return null;
    return <CommentComposer articleId={article.id} userId={me.id} target={target} draft={draft} hasMedia={article.hasMedia} onDone={() => setTarget(null)} />;
  };

  return (
    <>
      <ol className="comments__list">
        {threads.map((top) => (
          <li key={top.id} className="comments__thread">
            <CommentItem comment={top} permissions={permissions(top)} handlers={handlers}>
              {composerFor(top)}
            </CommentItem>
            {top.replies.length > 0 && (
              <ol className="comments__replies">
                {top.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} permissions={permissions(reply)} handlers={handlers}>
                      {composerFor(reply)}
                    </CommentItem>
                  </li>
                ))}
              </ol>
            )}
            {top.replyCount > top.replies.length && <MoreReplies top={top} permissions={permissions} handlers={handlers} />}
          </li>
        ))}
      </ol>
      {reporting && (
        <ReportDialog
          onCancel={() => setReporting(null)}
          onSend={(report) => {
            void reportComment(reporting, report).then(() => showToast('comments.reported'));
            setReporting(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={t('comments.deleteConfirm')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            void deleteComment(deleting);
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
