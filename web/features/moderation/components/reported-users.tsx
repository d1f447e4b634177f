import { useTranslation } from 'react-i18next';
import type { UserReportGroup } from '#api/schemas/comments.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { ReportLines } from './report-lines.tsx';

/** The members readers reported (`userReports` of the queue), grouped by member, newest report first. */
export function ReportedUsers({ groups }: { groups: UserReportGroup[] }) {
  const { t } = useTranslation();
  return (
    <section className="moderation-section" aria-labelledby="moderation-user-reports">
      <h2 id="moderation-user-reports">{t('moderation.userReports', { count: groups.length })}</h2>
      {groups.length === 0 && <p className="muted">{t('moderation.noUserReports')}</p>}
      <ol className="moderation-list">
        {groups.map(({ user, reports }) => (
          <li key={user.id} className="card moderation-card">
            <p className="moderated-comment__meta">
              <strong>
                {user.firstName} {user.lastName}
              </strong>
            </p>
            <ReportLines reports={reports} />
            {/* Dismiss, or ban from commenting (a ban also closes the member's reports). */}
            <ModerationActions label={t('moderation.actionsOnUser', { name: `${user.firstName} ${user.lastName}` })} user={user}>
              {(run, busy) => (
                <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => run({ action: 'dismiss_user', userId: user.id, reason: '' })}>
                  {t('moderation.action.dismiss')}
                </button>
              )}
            </ModerationActions>
          </li>
        ))}
      </ol>
    </section>
  );
}
