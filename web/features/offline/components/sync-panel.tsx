import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { appStore } from '#web/lib/app-store.ts';
import { Icon } from '#web/components/icon.tsx';
import { syncNow } from '#web/sync/start-sync.ts';
import { syncStateAtom } from '#web/sync/sync-state.ts';
import type { useOutbox } from '../use-outbox.ts';
import { ConflictList, PendingList, RejectedList } from './outbox-lists.tsx';
import { StorageSummary } from './storage-summary.tsx';
import { UploadList } from './upload-list.tsx';

/** The sync panel: where things stand, what waits, what the server refused, what conflicts. */
export function SyncPanel({ id, outbox, online }: { id: string; outbox: ReturnType<typeof useOutbox>; online: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useAtomValue(syncStateAtom, { store: appStore });
  const count = outbox.pending.length;
  const time = state.retryAt ? new Date(state.retryAt).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'fr-FR') : '';
  const status = !online
    ? count
      ? t('sync.offlineWaiting')
      : t('offline.banner')
    : state.phase === 'signed-out' && count
      ? t('sync.signedOut')
      : state.phase === 'syncing'
        ? t('sync.syncing')
        : state.phase === 'waiting' && count
          ? t('sync.waiting', { time })
          : count
            ? t('sync.pending', { count })
            : t('sync.allSaved');

  return (
    <section id={id} className="sync-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sync-panel__title">
        {t('sync.title')}
      </h2>
      <p className="sync-panel__status" role="status">
        <Icon name={!online ? 'wifiOff' : count ? 'cloud' : 'check'} size={18} />
        <span>{status}</span>
      </p>
      {count > 0 && <PendingList entries={outbox.pending} />}
      <UploadList entries={outbox.pending} />
      {count > 0 && online && (
        <button type="button" className="btn btn--ghost sync-panel__now" onClick={syncNow}>
          <Icon name="refresh" size={18} /> {t('sync.syncNow')}
        </button>
      )}
      {outbox.rejected.length > 0 && <RejectedList entries={outbox.rejected} />}
      {outbox.conflicts.length > 0 && <ConflictList drafts={outbox.conflicts} />}
      <StorageSummary />
    </section>
  );
}
