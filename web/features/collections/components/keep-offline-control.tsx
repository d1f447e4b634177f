import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { downloadsAtom, downloadWaitAtom } from '#web/sync/kept-media/download-queue.ts';
import type { DownloadEstimate } from '#web/sync/kept-media/estimate.ts';
import { CapReachedError, cancelDownload, freeOfflineSet, keepOffline, offlineSet, offlineSetKey } from '#web/sync/kept-media/offline-sets.ts';
import type { OfflineSetRow } from '#web/db/local-rows.ts';
import { isQuotaError } from '#web/db/storage-full.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { appStore } from '#web/lib/app-store.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { DownloadEstimateDialog } from './download-estimate-dialog.tsx';
import type { PlainKey } from '#web/lib/string-keys.ts';

type Problem = NonNullable<OfflineSetRow['problem']>;
const PROBLEM_KEYS: Record<Problem, PlainKey> = { cap: 'downloads.capReached', full: 'storage.full', failed: 'offline.failed' };

function problemOf(error: unknown): Problem {
  if (error instanceof CapReachedError) return 'cap';
  return isQuotaError(error) ? 'full' : 'failed';
}

/**
 * "Available offline" for a collection (every article of it, paged from the server) or one
 * article: asks first for a large download (its estimate against free space and the cap), then
 * shows progress with cancel, and once kept the space it takes, "Free space" and a link to
 * Downloads. A kept collection follows the server on each sync (web/sync/kept-media/kept-sync.ts).
 */
export function KeepOfflineControl({ kind, id, name, empty = false }: { kind: OfflineSetRow['kind']; id: string; name: string; empty?: boolean }) {
  const { t, i18n } = useTranslation();
  const key = offlineSetKey(kind, id);
  const userId = useAtomValue(sessionAtom)?.user.id ?? null;
  const online = useAtomValue(onlineAtom, { store: appStore });
  const percent = useAtomValue(downloadsAtom, { store: appStore })[key];
  const waiting = useAtomValue(downloadWaitAtom, { store: appStore });
  const row = useLiveQuery(() => offlineSet(key), [key]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [asking, setAsking] = useState<{ estimate: DownloadEstimate; answer: (go: boolean) => void } | null>(null);
  const downloading = percent !== undefined || row?.status === 'downloading';
  const shown = problem ?? row?.problem ?? null;

  const keep = async () => {
    setProblem(null);
    try {
      await keepOffline({ kind, id, userId }, kind === 'article' ? [id] : undefined, {
        confirm: (estimate) => new Promise<boolean>((resolve) => setAsking({ estimate, answer: resolve })),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return showToast('offline.cancelled', 'info');
      setProblem(problemOf(error));
    }
  };
  const answer = (go: boolean) => {
    asking?.answer(go);
    setAsking(null);
  };
  const dialog = asking && <DownloadEstimateDialog estimate={asking.estimate} onConfirm={() => answer(true)} onCancel={() => answer(false)} />;
  const problemText = shown && (
    <p role="alert" className="keep-offline__problem">
      {t(PROBLEM_KEYS[shown])}
    </p>
  );

  if (downloading && !asking) {
    const value = percent ?? 0;
    return (
      <div className="keep-offline keep-offline--busy">
        <div className="keep-offline__progress">
          <progress max={100} value={value} aria-label={t('offline.downloading', { percent: value })} />
          <span aria-hidden="true">{t('offline.downloading', { percent: value })}</span>
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void cancelDownload(key)}>
          {t('offline.cancel')}
        </button>
        {waiting === 'wifi' && <p className="muted">{t('downloads.waitingWifi')}</p>}
      </div>
    );
  }
  if (row && row.status !== 'downloading') {
    return (
      <div className="keep-offline keep-offline--kept">
        <p className={row.status === 'ready' ? 'keep-offline__ready' : 'keep-offline__partial'}>
          <Icon name={row.status === 'ready' ? 'check' : 'alert'} size={16} />
          <span>{row.status === 'ready' ? t('collections.keptOffline') : t('offline.partial')}</span>
          <span className="muted">· {t('collections.offlineSpace', { size: formatBytes(row.bytes, i18n.language) })}</span>
        </p>
        {problemText}
        <div className="keep-offline__actions">
          {row.status === 'partial' && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void keep()} disabled={!online}>
              {t('common.retry')}
            </button>
          )}
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-label={`${t('collections.freeSpace')} — ${name}`}
            onClick={() => void freeOfflineSet(key).then(() => showToast('storage.freed', 'success'))}
          >
            {t('collections.freeSpace')}
          </button>
          <Link to="/downloads" className="btn btn--ghost btn--small">
            {t('downloads.manage')}
          </Link>
        </div>
        {dialog}
      </div>
    );
  }
  return (
    <div className="keep-offline">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => void keep()}
        disabled={!online || empty || Boolean(asking)}
        aria-label={`${t(kind === 'article' ? 'offline.keepArticle' : 'collections.keepOffline')} — ${name}`}
      >
        <Icon name="download" size={16} /> {t(kind === 'article' ? 'offline.keepArticle' : 'collections.keepOffline')}
      </button>
      {problemText}
      {dialog}
    </div>
  );
}
