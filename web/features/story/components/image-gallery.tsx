import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '#api/schemas/file.ts';
import { fluidImage } from '#web/lib/image-sources.ts';
import { GALLERY_MAX, galleryLayoutClass } from '../story-text.ts';
import { Lightbox } from './lightbox.tsx';

/**
 * The article's images in a layout for 1 to 4 images (1: full width; 2: two columns; 3: one large
 * and two; 4: a 2×2 grid). Each opens the lightbox.
 */
export function ImageGallery({ images, title }: { images: StoredFile[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const shown = images.slice(0, GALLERY_MAX);
  if (shown.length === 0) return null;
  return (
    <>
      <div className={`gallery ${galleryLayoutClass(shown.length)}`} role="group" aria-label={t('story.gallery', { count: shown.length })}>
        {shown.map((image, index) => (
          <button key={image.id} type="button" className="gallery__item" onClick={() => setOpen(index)} aria-label={t('story.enlargeImage', { index: index + 1, count: shown.length })}>
            <img {...fluidImage(image.path, '(max-width: 768px) 100vw, 480px')} alt="" loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      {open !== null && <Lightbox images={shown} index={open} title={title} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
