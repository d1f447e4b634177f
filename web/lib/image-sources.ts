import { IMAGE_WIDTHS } from '#api/schemas/file.ts';

/**
 * The `src`/`srcSet`/`sizes` of a stored picture, so a phone is sent a copy the size it shows
 * (the server makes them: `?w=` on `/media/…`, api/media/resized.ts). Issue #11: the demo's covers
 * are 1200 px JPEGs of 45–85 KB and its portraits 18 KB, shown at 56–390 px; on a slow link they
 * shared the bandwidth with the page's largest image. Pictures from elsewhere (a blob preview, an
 * outside URL) are left as they are.
 */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const isStored = (path: string) => path.startsWith('/media/') && !path.includes('?');

/** `path` made `width` px wide (one of `IMAGE_WIDTHS`). */
export const imageAt = (path: string, width: number) => (isStored(path) ? `${path}?w=${width}` : path);

/** The smallest width the server makes that covers `px` (the largest one beyond). */
const WIDEST = Math.max(...IMAGE_WIDTHS);
const widthCovering = (px: number): number => IMAGE_WIDTHS.find((width) => width >= px) ?? WIDEST;

/** A picture shown `size` CSS px wide whatever the layout (a portrait, a thumbnail): a copy per screen density. */
export function fixedImage(path: string, size: number): ImageSources {
  if (!isStored(path)) return { src: path };
  const densities = [1, 2, 3].map((density) => `${imageAt(path, widthCovering(size * density))} ${density}x`);
  return { src: imageAt(path, widthCovering(size)), srcSet: densities.join(', ') };
}

/** Copies offered to a picture whose width follows the layout; below 320 px it is never shown. */
const FLUID_WIDTHS = IMAGE_WIDTHS.filter((width) => width >= 320);

/**
 * A picture whose shown width follows the layout, described by `sizes` (as the `sizes` attribute:
 * "(max-width: 768px) 100vw, 400px"): the browser picks the copy for its screen.
 */
export function fluidImage(path: string, sizes: string): ImageSources {
  if (!isStored(path)) return { src: path };
  return { src: imageAt(path, 640), srcSet: FLUID_WIDTHS.map((width) => `${imageAt(path, width)} ${width}w`).join(', '), sizes };
}
