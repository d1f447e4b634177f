import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '#api/schemas/file.ts';
import { Icon } from '#web/components/icon.tsx';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { UploadStatus } from '../uploads/upload-status.tsx';
import { useFileView } from '../use-file-view.ts';

interface FileTileProps {
  id: string;
  remote: Record<string, StoredFile>;
  onRemove: () => void;
  /** Extra controls (make cover…), given the file's name for their labels, and a badge. */
  actions?: (name: string) => ReactNode;
  badge?: string;
  /** Show the media itself (an image thumbnail, a video or audio player). */
  preview?: 'image' | 'video' | 'audio';
}

/** One file of the form: its preview, name, size, upload progress and a remove button. */
export function FileTile({ id, remote, onRemove, actions, badge, preview = 'image' }: FileTileProps) {
  const { t, i18n } = useTranslation();
  const view = useFileView(id, remote);
  if (view === undefined) return <li className="file-tile file-tile--loading skeleton" aria-busy="true" />;
  if (view === null) {
    return (
      <li className="file-tile file-tile--missing">
        <span className="file-tile__name">{t('upload.missing')}</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={onRemove}>
          {t('upload.remove')}
        </button>
      </li>
    );
  }
  return (
    <li className={`file-tile file-tile--${preview}`}>
      <div className="file-tile__media">
        {preview === 'image' && view.url && <img src={view.url} alt={t('upload.previewOf', { name: view.name })} />}
        {preview === 'video' && view.url && <video src={view.url} controls preload="metadata" aria-label={t('upload.previewOf', { name: view.name })} />}
        {preview === 'audio' && view.url && <audio src={view.url} controls preload="metadata" aria-label={t('upload.previewOf', { name: view.name })} />}
        {!view.url && <Icon name={preview === 'image' ? 'image' : preview === 'video' ? 'video' : 'music'} size={28} />}
        {badge && <span className="file-tile__badge">{badge}</span>}
      </div>
      <div className="file-tile__body">
        <p className="file-tile__name" title={view.name}>
          {view.name}
        </p>
        <p className="file-tile__size">{formatBytes(view.size, i18n.language)}</p>
        <UploadStatus id={id} uploaded={view.uploaded} label={view.name} />
        <div className="file-tile__actions">
          {actions?.(view.name)}
          <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={t('upload.removeNamed', { name: view.name })}>
            <Icon name="trash" size={16} /> {t('upload.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
