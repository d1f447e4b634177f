import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgressView } from '#web/components/upload-progress.tsx';
import { uploadIdOf } from '#web/db/operations.ts';
import type { OutboxEntry } from '#web/db/local-rows.ts';
import { canTellConnection } from '#web/sync/network-policy.ts';
import { setWifiOnly, wifiOnlyAtom } from '#web/sync/page-uploads.ts';

/**
 * The sync panel's uploads: every file waiting in the outbox (picked in the editor or queued at
 * publish time) with its progress, pause and cancel, and the "only on Wi-Fi" setting.
 */
export function UploadList({ entries }: { entries: readonly OutboxEntry[] }) {
  const { t } = useTranslation();
  const wifiOnly = useAtomValue(wifiOnlyAtom);
  const hint = useId();
  const uploads = entries.flatMap((entry) => {
    const id = uploadIdOf(entry.op);
    return id ? [{ id, name: String(entry.label.values?.name ?? '') }] : [];
  });
  return (
    <div className="sync-panel__uploads">
      {uploads.length > 0 && (
        <>
          <h3 className="sync-panel__subtitle">{t('uploads.title')}</h3>
          <ul className="sync-panel__upload-list">
            {uploads.map((u) => (
              <li key={u.id}>
                <span className="sync-panel__upload-name">{u.name}</span>
                <UploadProgressView id={u.id} label={u.name} />
              </li>
            ))}
          </ul>
        </>
      )}
      <label className="sync-panel__wifi">
        <input type="checkbox" checked={wifiOnly} aria-describedby={hint} onChange={(e) => setWifiOnly(e.target.checked)} />
        <span>{t('uploads.wifiOnly')}</span>
      </label>
      <p id={hint} className="sync-panel__hint">
        {t(canTellConnection() ? 'uploads.wifiOnlyHint' : 'uploads.wifiOnlyHintUnknown')}
      </p>
    </div>
  );
}
