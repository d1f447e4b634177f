import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import type { RecordingSession } from '#web/db/recordings.ts';
import { formatClock } from './format-clock.ts';

/** Offers the recording a crash or reload cut short: recover it as the take, or discard it. */
export function RecoveryBanner({ session, onRecover, onDiscard }: { session: RecordingSession; onRecover: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(session.startedAt);
  return (
    <div className="recovery-banner" role="alert">
      <Icon name="mic" size={20} />
      <div className="recovery-banner__text">
        <strong>{t('recorder.recoverTitle')}</strong>
        <span>{t('recorder.recoverText', { duration: formatClock(session.durationMs), when })}</span>
      </div>
      <div className="recovery-banner__actions">
        <button type="button" className="btn btn--small" onClick={onRecover}>
          {t('recorder.recover')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDiscard}>
          {t('recorder.discard')}
        </button>
      </div>
    </div>
  );
}
