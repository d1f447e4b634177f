import { useTranslation } from 'react-i18next';
import type { ModerationQueue as Queue } from '#api/schemas/comments.ts';
import { CommentActions } from './comment-actions.tsx';
import { ModeratedComment } from './moderated-comment.tsx';
import { ReportedUsers } from './reported-users.tsx';
import { ReportLines } from './report-lines.tsx';

/** The report queue grouped by comment (newest report first), the reported members, and the comments held for approval. */
export function ModerationQueue({ queue }: { queue: Queue }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="moderation-section" aria-labelledby="moderation-reports">
        <h2 id="moderation-reports">{t('moderation.reports', { count: queue.reports.length })}</h2>
        {queue.reports.length === 0 && <p className="muted">{t('moderation.noReports')}</p>}
        <ol className="moderation-list">
          {queue.reports.map((group) => (
            <li key={group.comment.id} className="card moderation-card">
              <ModeratedComment comment={group.comment}>
                <ReportLines reports={group.reports} />
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
