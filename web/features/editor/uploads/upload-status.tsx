import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '#web/components/form-message.tsx';
import { requestUpload, uploadsAtom } from '#web/sync/uploads.ts';

/**
 * A file's upload: a progress bar while it goes (kept where it stopped while there is no network,
 * then starting again), "uploaded" once the server has it, or the server's refusal with a retry.
 */
export function UploadStatus({ id, uploaded, label }: { id: string; uploaded: boolean; label: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const progress = useAtomValue(uploadsAtom)[id];
  if (uploaded || progress?.status === 'done') {
    return <p className="upload-status upload-status--done">{t('upload.done')}</p>;
  }
  if (progress?.status === 'failed') {
    return (
      <div className="upload-status upload-status--failed" role="alert">
        <span>{t('upload.failed', { message: progress.error ? text(progress.error) : '' })}</span>
        <button type="button" className="link-btn" onClick={() => requestUpload(id)}>
          {t('upload.retry')}
        </button>
      </div>
    );
  }
  if (!progress) return <p className="upload-status">{t('upload.keptHere')}</p>;
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const status = progress.status === 'waiting' ? t('upload.waiting', { percent }) : progress.status === 'queued' ? t('upload.queued') : t('upload.progress', { percent });
  return (
    <div className={`upload-status upload-status--${progress.status}`}>
      <div className="upload-bar" role="progressbar" aria-label={t('upload.progressLabel', { name: label })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={status}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="upload-status__text">{status}</span>
    </div>
  );
}
