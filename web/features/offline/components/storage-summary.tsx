import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estimateStorage, requestPersistence, type StorageEstimate } from '#web/db/storage.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';

/** Space used on this device, and whether the browser may clear it (with a button to protect it). */
export function StorageSummary() {
  const { t, i18n } = useTranslation();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const refresh = () => void estimateStorage().then(setEstimate);
  useEffect(refresh, []);
  if (!estimate) return null;
  const used = formatBytes(estimate.usage, i18n.language);
  return (
    <div className="sync-panel__storage">
      <h3>{t('storage.title')}</h3>
      <p>{estimate.quota ? t('storage.usedOf', { used, quota: formatBytes(estimate.quota, i18n.language) }) : t('storage.used', { used })}</p>
      {estimate.quota > 0 && (
        <div className="storage-meter" aria-hidden="true">
          <span style={{ width: `${Math.min(100, Math.max(1, (estimate.usage / estimate.quota) * 100))}%` }} />
        </div>
      )}
      <p className="muted">{estimate.persisted ? t('storage.persistent') : t('storage.notPersistent')}</p>
      {!estimate.persisted && (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void requestPersistence().then(refresh)}>
          {t('storage.persist')}
        </button>
      )}
    </div>
  );
}
