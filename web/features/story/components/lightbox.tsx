import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '#api/schemas/file.ts';
import { Icon } from '#web/components/icon.tsx';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';

interface LightboxProps {
  images: StoredFile[];
  index: number;
  title: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** Full-screen view of one image; arrows (buttons or keys) move between images, Escape closes. */
export function Lightbox({ images, index, title, onIndex, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialogFocus(ref, onClose, closeRef);
  const image = images[index]!;
  const many = images.length > 1;
  const go = (step: number) => onIndex((index + step + images.length) % images.length);

  return createPortal(
    <div
      ref={ref}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('story.lightbox', { index: index + 1, count: images.length })}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      onKeyDown={(e) => {
        if (!many) return;
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      <button ref={closeRef} type="button" className="lightbox__close icon-btn" onClick={onClose} aria-label={t('common.close')}>
        <Icon name="x" />
      </button>
      <figure className="lightbox__figure">
        <img src={image.path} alt={t('story.imageOf', { title, index: index + 1 })} />
        {many && (
          <figcaption className="lightbox__count">
            {index + 1} / {images.length}
          </figcaption>
        )}
      </figure>
      {many && (
        <>
          <button type="button" className="lightbox__nav lightbox__nav--prev icon-btn" onClick={() => go(-1)} aria-label={t('story.previousImage')}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className="lightbox__nav lightbox__nav--next icon-btn" onClick={() => go(1)} aria-label={t('story.nextImage')}>
            <Icon name="chevronRight" />
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
