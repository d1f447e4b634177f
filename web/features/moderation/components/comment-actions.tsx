import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment, ModerationActionInput } from '#api/schemas/comments.ts';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { useModerationAction } from '../api/moderation.ts';
import { BanForm } from './ban-form.tsx';

type CommentAction = Extract<ModerationActionInput, { commentId: string }>['action'];

/** The actions the moderator has on a comment, each one tap; a ban opens its reason and expiry first. */
export function CommentActions({ comment, actions }: { comment: Comment; actions: readonly CommentAction[] }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  const [banning, setBanning] = useState(false);
  const run = (input: ModerationActionInput) =>
    action.mutate(input, {
      onSuccess: () => showToast('moderation.done'),
      onError: () => showToast('moderation.failed', 'error'),
    });
  const name = `${comment.user.firstName} ${comment.user.lastName}`;
  return (
    <>
      <div className="moderation-actions" role="group" aria-label={t('moderation.actionsOn', { name })}>
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className={`btn${a === 'delete' || a === 'reject' ? ' btn--danger' : a === 'approve' || a === 'restore' ? '' : ' btn--ghost'}`}
            disabled={action.isPending}
            onClick={() => run({ action: a, commentId: comment.id, reason: '' })}
          >
            {t(`moderation.action.${a}`)}
          </button>
        ))}
        <button type="button" className="btn btn--ghost" aria-expanded={banning} onClick={() => setBanning(!banning)}>
          {t('moderation.banWriter', { name })}
        </button>
      </div>
      {banning && (
        <BanForm
          user={comment.user}
          busy={action.isPending}
          onCancel={() => setBanning(false)}
          onBan={(reason, until) => {
            run({ action: 'ban', userId: comment.user.id, reason, until });
            setBanning(false);
          }}
        />
      )}
    </>
  );
}
