import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationActionInput, UserReportGroup } from '#api/schemas/comments.ts';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { useModerationAction } from '../api/moderation.ts';
import { BanForm } from './ban-form.tsx';

/** The members readers reported (`userReports` of the queue), grouped by member, newest report first. */
export function ReportedUsers({ groups }: { groups: UserReportGroup[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="moderation-section" aria-labelledby="moderation-user-reports">
      <h2 id="moderation-user-reports">{t('moderation.userReports', { count: groups.length })}</h2>
      {groups.length === 0 && <p className="muted">{t('moderation.noUserReports')}</p>}
      <ol className="moderation-list">
        {groups.map((group) => (
          <li key={group.user.id} className="card moderation-card">
            <p className="moderated-comment__meta">
              <strong>
                {group.user.firstName} {group.user.lastName}
              </strong>
            </p>
            <ul className="moderation-reports" aria-label={t('moderation.reportsOf', { count: group.reports.length })}>
              {group.reports.map((r) => (
                <li key={r.id}>
                  <strong>{t(`comments.reportDialog.${r.reason}`)}</strong>
                  {r.text && <> — {r.text}</>}
                  <span className="muted">
                    {' '}
                    · {r.reporter.firstName} {r.reporter.lastName} · {formatDay(r.createdAt, i18n.language, { month: 'short' })}
                  </span>
                </li>
              ))}
            </ul>
            <ReportedUserActions group={group} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Dismiss the reports on a member, or ban them from commenting (a ban also closes their reports). */
function ReportedUserActions({ group }: { group: UserReportGroup }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  const [banning, setBanning] = useState(false);
  const name = `${group.user.firstName} ${group.user.lastName}`;
  const run = (input: ModerationActionInput) =>
    action.mutate(input, {
      onSuccess: () => showToast('moderation.done'),
      onError: () => showToast('moderation.failed', 'error'),
    });
  return (
    <>
      <div className="moderation-actions" role="group" aria-label={t('moderation.actionsOnUser', { name })}>
        <button type="button" className="btn btn--ghost" disabled={action.isPending} onClick={() => run({ action: 'dismiss_user', userId: group.user.id, reason: '' })}>
          {t('moderation.action.dismiss')}
        </button>
        <button type="button" className="btn btn--ghost" aria-expanded={banning} onClick={() => setBanning(!banning)}>
          {t('moderation.banWriter', { name })}
        </button>
      </div>
      {banning && (
        <BanForm
          user={group.user}
          busy={action.isPending}
          onCancel={() => setBanning(false)}
          onBan={(reason, until) => {
            run({ action: 'ban', userId: group.user.id, reason, until });
            setBanning(false);
          }}
        />
      )}
    </>
  );
}
