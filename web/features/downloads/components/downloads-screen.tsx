import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estimateStorage } from '#web/db/storage.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { appStore } from '#web/lib/app-store.ts';
import { downloadWaitAtom } from '#web/sync/kept-media/download-queue.ts';
import { downloadsOverview } from '#web/sync/kept-media/overview.ts';
import { DownloadSettingsForm } from './download-settings-form.tsx';
import { KeptSetCard } from './kept-set-card.tsx';
import './downloads.css';

/**
 * Downloads (issue 12): everything kept offline, by collection (single articles together), with
 * the size of each article and the total; remove one or all; and the download settings.
 */
export function DownloadsScreen() {
  const { t, i18n } = useTranslation();
  const overview = useLiveQuery(() => downloadsOverview(), []);
  const waiting = useAtomValue(downloadWaitAtom, { store: appStore });
  const [free, setFree] = useState<number | null>(null);
  useEffect(() => {
    void estimateStorage().then((e) => setFree(e && e.quota > 0 ? Math.max(0, e.quota - e.usage) : null));
  }, [overview?.totalBytes]);
  const collections = overview?.sets.filter((s) => s.kind === 'collection') ?? [];
  const singles = overview?.sets.filter((s) => s.kind === 'article') ?? [];
  const singlesView = singles.length > 0 && {
    ...singles[0]!,
    key: 'article:all',
    bytes: singles.reduce((sum, s) => sum + s.bytes, 0),
    status: singles.some((s) => s.status === 'downloading') ? ('downloading' as const) : singles.every((s) => s.status === 'ready') ? ('ready' as const) : ('partial' as const),
    problem: singles.find((s) => s.problem)?.problem ?? null,
    items: singles.flatMap((s) => s.items),
  };

  return (
    <div className="downloads-page">
      <h1 className="page-title">{t('downloads.title')}</h1>
      <p className="muted">{t('downloads.intro')}</p>
      {overview && (
        <div className="downloads-page__summary card" aria-live="polite">
          <p className="downloads-page__total">{t('downloads.total', { size: formatBytes(overview.totalBytes, i18n.language) })}</p>
          {free !== null && <p className="muted">{t('downloads.deviceFree', { free: formatBytes(free, i18n.language) })}</p>}
          {overview.queued > 0 && <p>{t('downloads.queued', { count: overview.queued })}</p>}
          {waiting === 'wifi' && <p role="status">{t('downloads.waitingWifi')}</p>}
        </div>
      )}
      {overview && overview.sets.length === 0 && <p className="state">{t('downloads.empty')}</p>}
      {collections.map((set) => (
        <KeptSetCard key={set.key} set={set} name={set.isDefault ? t('collections.favorites') : (set.name ?? t('nav.collections'))} />
      ))}
      {singlesView && <KeptSetCard set={singlesView} name={t('downloads.singles')} singles={singles.map((s) => s.key)} />}
      <DownloadSettingsForm />
    </div>
  );
}
