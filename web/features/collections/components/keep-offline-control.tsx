import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { cancelDownload, downloadsAtom, freeOfflineSet, keepOffline, offlineSet, offlineSetKey } from '#web/sync/kept-media/offline-sets.ts';
import type { OfflineSetRow } from '#web/db/rows.ts';
import { isQuotaError } from '#web/db/storage-full.ts';
import { formatBytes } from '#web/db/storage.ts';
import { appStore } from '#web/lib/app-store.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { onlineAtom } from '#web/sync/network-status.ts';

/**
 * "Available offline" for a collection or one article: keep (download the articles and their
 * media, with progress and cancel), then the space it takes and "Free space". A kept collection
 * that gained articles downloads the new ones by itself when online.
 */
export function KeepOfflineControl({ kind, id, articleIds, name }: { kind: OfflineSetRow['kind']; id: string; articleIds: string[]; name: string }) {
  const { t, i18n } = useTranslation();
  const key = offlineSetKey(kind, id);
  const userId = useAtomValue(sessionAtom)?.user.id ?? null;
  const online = useAtomValue(onlineAtom, { store: appStore });
  const percent = useAtomValue(downloadsAtom, { store: appStore })[key];
  const row = useLiveQuery(() => offlineSet(key), [key]);
  const [problem, setProblem] = useState<'full' | 'failed' | null>(null);
  const downloading = percent !== undefined;

  const keep = async () => {
    setProblem(null);
    try {
      await keepOffline({ kind, id, userId }, articleIds);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return showToast('offline.cancelled', 'info');
      setProblem(isQuotaError(error) ? 'full' : 'failed');
    }
  };

  const missing = row?.status === 'ready' && articleIds.some((a) => !row.articleIds.includes(a));
  useEffect(() => {
    if (missing && online && !downloading) void keep();
    // Only a change in what is missing should start a new download.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, online]);

  if (downloading) {
    return (
      <div className="keep-offline keep-offline--busy">
        <div className="keep-offline__progress">
          <progress max={100} value={percent} aria-label={t('offline.downloading', { percent })} />
          <span aria-hidden="true">{t('offline.downloading', { percent })}</span>
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => cancelDownload(key)}>
          {t('offline.cancel')}
        </button>
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
        {problem && <p role="alert" className="keep-offline__problem">{problem === 'full' ? t('storage.full') : t('offline.failed')}</p>}
        <div className="keep-offline__actions">
          {row.status === 'partial' && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void keep()} disabled={!online}>
              {t('common.retry')}
            </button>
          )}
          <button type="button" className="btn btn--ghost btn--small" aria-label={`${t('collections.freeSpace')} — ${name}`} onClick={() => void freeOfflineSet(key).then(() => showToast('storage.freed', 'success'))}>
            {t('collections.freeSpace')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="keep-offline">
      <button type="button" className="btn btn--ghost btn--small" onClick={() => void keep()} disabled={!online || articleIds.length === 0} aria-label={`${t(kind === 'article' ? 'offline.keepArticle' : 'collections.keepOffline')} — ${name}`}>
        <Icon name="download" size={16} /> {t(kind === 'article' ? 'offline.keepArticle' : 'collections.keepOffline')}
      </button>
      {problem && <p role="alert" className="keep-offline__problem">{problem === 'full' ? t('storage.full') : t('offline.failed')}</p>}
    </div>
  );
}
