import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentUser, ModerationActionInput } from '#api/schemas/comments.ts';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { useModerationAction } from '../api/moderation.ts';
import { BanForm } from './ban-form.tsx';

/**
 * A group of one-tap moderation actions on a comment or a member, followed by "Ban <name>…", which
 * opens the ban's reason and expiry first. `children` draws the group's own buttons with `run`.
 */
export function ModerationActions({ label, user, children }: { label: string; user: CommentUser; children: (run: (input: ModerationActionInput) => void, busy: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  const [banning, setBanning] = useState(false);
  const run = (input: ModerationActionInput) =>
    action.mutate(input, {
      onSuccess: () => showToast('moderation.done'),
      onError: () => showToast('moderation.failed', 'error'),
    });
  return (
    <>
      <div className="moderation-actions" role="group" aria-label={label}>
        {children(run, action.isPending)}
        <button type="button" className="btn btn--ghost" aria-expanded={banning} onClick={() => setBanning(!banning)}>
          {t('moderation.banWriter', { name: `${user.firstName} ${user.lastName}` })}
        </button>
      </div>
      {banning && (
        <BanForm
          user={user}
          busy={action.isPending}
          onCancel={() => setBanning(false)}
          onBan={(reason, until) => {
            run({ action: 'ban', userId: user.id, reason, until });
            setBanning(false);
          }}
        />
      )}
    </>
  );
}
