import { useTranslation } from 'react-i18next';
import type { Report } from '#api/schemas/comments.ts';
import { formatDay } from '#web/lib/format-date.ts';

/** The open reports on a comment or a member: reason, text, who and when. */
export function ReportLines({ reports }: { reports: Report[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="moderation-reports" aria-label={t('moderation.reportsOf', { count: reports.length })}>
      {reports.map((r) => (
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
  );
}
