import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '#web/components/form-message.tsx';
import type { OutboxError } from '#web/db/local-rows.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { cancelUpload, pauseUpload, resumeUpload, retryUpload } from '#web/sync/page-uploads.ts';
import { uploadsAtom } from '#web/sync/upload-progress.ts';
import './upload-progress.css';

/**
 * One file's upload wherever the author is (editor tile, drafts, sync panel): a progress bar with
 * where it stands (uploading, waiting for the network or Wi-Fi, paused) and the bytes the server
 * has, pause/resume and cancel, or the server's refusal with a retry. `queued`: its outbox entry
 * waits for its turn. `refused`: the outbox entry's refusal, shown when this page has not seen the
 * upload fail itself (after a reload the progress is gone, the refusal stays in the outbox).
 */
export function UploadProgressView({ id, label, refused }: { id: string; label: string; refused?: OutboxError }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const progress = useAtomValue(uploadsAtom)[id];
  if (progress?.status === 'done') return <p className="upload-status upload-status--done">{t('uploads.done')}</p>;
  if (progress?.status === 'failed' || (refused && progress?.status !== 'uploading' && progress?.status !== 'queued')) {
    const error = progress?.error ?? (refused ? { key: `errors.${refused.code}`, fallback: refused.message } : undefined);
    return (
      <div className="upload-status upload-status--failed" role="alert">
        <span>{t('uploads.failed', { message: error ? text(error) : '' })}</span>
        <button type="button" className="link-btn" onClick={() => void retryUpload(id)}>
          {t('uploads.retry')}
        </button>
      </div>
    );
  }
  const percent = progress && progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const status =
    !progress || progress.status === 'queued'
      ? t('uploads.queued')
      : progress.status === 'paused'
        ? t('uploads.paused', { percent })
        : progress.status === 'waiting'
          ? t(progress.reason === 'wifi' ? 'uploads.waitingWifi' : 'uploads.waiting', { percent })
          : t('uploads.progress', { percent });
  const paused = progress?.status === 'paused';
  return (
    <div className={`upload-status upload-status--${progress?.status ?? 'queued'}`} data-upload-id={id}>
      <div className="upload-bar" role="progressbar" aria-label={t('uploads.progressLabel', { name: label })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={status}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="upload-status__line">
        <span className="upload-status__text">{status}</span>
        {progress && progress.total > 0 && (
          <span className="upload-status__sizes">{t('uploads.sizes', { loaded: formatBytes(progress.loaded, i18n.language), total: formatBytes(progress.total, i18n.language) })}</span>
        )}
      </span>
      <span className="upload-status__actions">
        <button type="button" className="link-btn" aria-label={t(paused ? 'uploads.resumeNamed' : 'uploads.pauseNamed', { name: label })} onClick={() => (paused ? resumeUpload(id) : pauseUpload(id))}>
          {t(paused ? 'uploads.resume' : 'uploads.pause')}
        </button>
        <button type="button" className="link-btn" aria-label={t('uploads.cancelNamed', { name: label })} onClick={() => void cancelUpload(id)}>
          {t('uploads.cancel')}
        </button>
      </span>
    </div>
  );
}
