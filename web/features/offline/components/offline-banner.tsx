import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { appStore } from '#web/lib/app-store.ts';
import { Icon } from '#web/components/icon.tsx';
import { onlineAtom } from '#web/sync/network-status.ts';

/** A strip under the header while offline: what the reader sees comes from this device. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useAtomValue(onlineAtom, { store: appStore });
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {!online && (
        <p>
          <Icon name="wifiOff" size={16} />
          <span>{t('offline.banner')}</span>
        </p>
      )}
    </div>
  );
}
