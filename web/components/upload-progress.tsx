import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '#web/components/form-message.tsx';
import { cancelUpload, pauseUpload, resumeUpload, retryUpload } from '#web/sync/page-uploads.ts';
import { uploadsAtom } from '#web/sync/upload-progress.ts';
import './upload-progress.css';

/**
 * One file's upload wherever the author is (editor tile, sync panel): a progress bar with where
 * it stands (uploading, waiting for the network or Wi-Fi, paused), pause/resume and cancel, or
 * the server's refusal with a retry. `queued`: its outbox entry waits for its turn.
 */
export function UploadProgressView({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const progress = useAtomValue(uploadsAtom)[id];
  if (progress?.status === 'done') return <p className="upload-status upload-status--done">{t('uploads.done')}</p>;
  if (progress?.status === 'failed') {
    return (
      <div className="upload-status upload-status--failed" role="alert">
        <span>{t('uploads.failed', { message: progress.error ? text(progress.error) : '' })}</span>
        <button type="button" className="link-btn" onClick={() => void retryUpload(id)}>
          {t('uploads.retry')}
        </button>
      </div>
    );
  }
  const percent = progress && progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const status = !progress || progress.status === 'queued'
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
      <span className="upload-status__text">{status}</span>
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
