import { useTranslation } from 'react-i18next';
import type { ModerationQueue as Queue } from '#api/schemas/comments.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { CommentActions } from './comment-actions.tsx';
import { ModeratedComment } from './moderated-comment.tsx';
import { ReportedUsers } from './reported-users.tsx';

/** The report queue grouped by comment (newest report first), the reported members, and the comments held for approval. */
export function ModerationQueue({ queue }: { queue: Queue }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <section className="moderation-section" aria-labelledby="moderation-reports">
        <h2 id="moderation-reports">{t('moderation.reports', { count: queue.reports.length })}</h2>
        {queue.reports.length === 0 && <p className="muted">{t('moderation.noReports')}</p>}
        <ol className="moderation-list">
          {queue.reports.map((group) => (
            <li key={group.comment.id} className="card moderation-card">
              <ModeratedComment comment={group.comment}>
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
                <CommentActions comment={group.comment} actions={group.comment.status === 'hidden' ? ['restore', 'delete', 'dismiss'] : ['hide', 'delete', 'dismiss']} />
              </ModeratedComment>
            </li>
          ))}
        </ol>
      </section>
      <ReportedUsers groups={queue.userReports} />
      <section className="moderation-section" aria-labelledby="moderation-held">
        <h2 id="moderation-held">{t('moderation.held', { count: queue.held.length })}</h2>
        {queue.held.length === 0 && <p className="muted">{t('moderation.noHeld')}</p>}
        <ol className="moderation-list">
          {queue.held.map((comment) => (
            <li key={comment.id} className="card moderation-card">
              <ModeratedComment comment={comment}>
                <CommentActions comment={comment} actions={['approve', 'reject']} />
              </ModeratedComment>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
