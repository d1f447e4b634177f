import { useTranslation } from 'react-i18next';
import type { Comment, ModerationActionInput } from '#api/schemas/comments.ts';
import { ModerationActions } from './moderation-actions.tsx';

type CommentAction = Extract<ModerationActionInput, { commentId: string }>['action'];

/** The actions the moderator has on a comment, each one tap; a ban opens its reason and expiry first. */
export function CommentActions({ comment, actions }: { comment: Comment; actions: readonly CommentAction[] }) {
  const { t } = useTranslation();
  return (
    <ModerationActions label={t('moderation.actionsOn', { name: `${comment.user.firstName} ${comment.user.lastName}` })} user={comment.user}>
      {(run, busy) =>
        actions.map((a) => (
          <button
            key={a}
            type="button"
            className={`btn${a === 'delete' || a === 'reject' ? ' btn--danger' : a === 'approve' || a === 'restore' ? '' : ' btn--ghost'}`}
            disabled={busy}
            onClick={() => run({ action: a, commentId: comment.id, reason: '' })}
          >
            {t(`moderation.action.${a}`)}
          </button>
        ))
      }
    </ModerationActions>
  );
}
