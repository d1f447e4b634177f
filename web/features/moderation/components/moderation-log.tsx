import { useTranslation } from 'react-i18next';
import { formatDay } from '#web/lib/format-date.ts';
import { useModerationLog } from '../api/moderation.ts';

/** The audit log: who did what to which comment or person, when and why (issue #28). */
export function ModerationLog() {
  const { t, i18n } = useTranslation();
  const log = useModerationLog();
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="moderation-section" aria-labelledby="moderation-log">
      <h2 id="moderation-log">{t('moderation.log')}</h2>
      {log.isError && <p role="alert">{t('moderation.loadError')}</p>}
      {log.data && items.length === 0 && <p className="muted">{t('moderation.noLog')}</p>}
      <ol className="moderation-log">
        {items.map((e) => (
          <li key={e.id}>
            <time dateTime={e.createdAt}>{formatDay(e.createdAt, i18n.language, { month: 'short' })}</time>{' '}
            {t('moderation.logLine', {
              actor: `${e.actor.firstName} ${e.actor.lastName}`,
              action: t(`moderation.action.${e.action}`),
              target: e.targetUser ? `${e.targetUser.firstName} ${e.targetUser.lastName}` : t('moderation.aComment'),
            })}
            {e.detail && <span className="muted"> ({e.detail})</span>}
            {e.reason && <span className="muted"> — {e.reason}</span>}
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <button type="button" className="btn btn--ghost" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('moderation.more')}
        </button>
      )}
    </section>
  );
}
