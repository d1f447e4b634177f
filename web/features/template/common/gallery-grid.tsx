import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import { GALLERY } from '../data/catalog.ts';

/** A photo grid; a photo opens larger in a viewer (Escape, the close button or the backdrop close it). */
export function GalleryGrid({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const photos = GALLERY.slice(0, limit);
  return (
    <>
      <ul className="tpl-gallery">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" onClick={() => setOpen(i)} aria-label={t('template.gallery.open', { n: i + 1, total: photos.length })}>
              <img src={photo.src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <PhotoViewer src={photos[open]!.src} label={t('template.gallery.photo', { n: open + 1, total: photos.length })} onClose={() => setOpen(null)} />}
    </>
  );
}

function PhotoViewer({ src, label, onClose }: { src: string; label: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useDialogFocus(ref, close);
  return (
    <div className="tpl-viewer" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="tpl-viewer__frame" role="dialog" aria-modal="true" aria-label={label}>
        <button type="button" className="tpl-icon-btn tpl-viewer__close" aria-label={t('common.close')} onClick={close}>
          <Icon name="x" size={22} />
        </button>
        <img src={src} alt={label} />
      </div>
    </div>
  );
}
