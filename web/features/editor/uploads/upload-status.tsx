import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { UploadProgressView } from '#web/components/upload-progress.tsx';
import { uploadsAtom } from '#web/sync/upload-progress.ts';

/**
 * A file's upload in the editor: "uploaded" once the server has it, its progress (with pause and
 * cancel) while the one uploader sends it, or "saved on this device" before it is queued.
 */
export function UploadStatus({ id, uploaded, label }: { id: string; uploaded: boolean; label: string }) {
  const { t } = useTranslation();
  const progress = useAtomValue(uploadsAtom)[id];
  if (uploaded) return <p className="upload-status upload-status--done">{t('upload.done')}</p>;
  if (!progress) return <p className="upload-status">{t('upload.keptHere')}</p>;
  return <UploadProgressView id={id} label={label} />;
}
