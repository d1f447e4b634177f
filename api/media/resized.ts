import sharp from 'sharp';
import type { ImageWidth } from '../schemas/file.ts';
import type { AppDeps } from '../app-env.ts';
import { ensureDerived } from './derived.ts';
import { mediaStoreOf } from './media-store.ts';

/** Pictures sharp makes smaller copies of; others (SVG, GIF) are served as they are at any width. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export const isResizable = (mime: string) => RESIZABLE.has(mime);

/** WebP at this quality is about half a JPEG of the same size, with no visible loss on photos. */
const WEBP_QUALITY = 72;

/** The media store key of image `id` made `width` px wide. */
export const resizedKey = (id: string, width: ImageWidth) => `resized/${id}-w${width}.webp`;

/** sharp could not read the stored picture (damaged, or not what its type says). */
export class UnreadableImageError extends Error {}

/** Copies being made now, so that a page asking for the same one twice makes it once. */
const making = new Map<string, Promise<number>>();

/**
 * Image file `id` at `width` px wide (never wider than the original), as WebP: its key in the media
 * store and its size. Made once by sharp on first request and kept in the store next to the file
 * (files never change under an id, so neither do their copies). Issue #11: a phone shows a 56 px
 * portrait or a 390 px cover, and was sent the 672 px original of each.
 */
export async function ensureResized(deps: AppDeps, id: string, width: ImageWidth): Promise<{ key: string; size: number }> {
  const store = mediaStoreOf(deps);
  const key = resizedKey(id, width);
  let made = making.get(key);
  if (!made) {
    made = ensureDerived(
      store,
      deps.config.mediaDir,
      key,
      (output) =>
        store.withLocalFile(id, async (input) => {
          try {
            await sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toFile(output);
          } catch (error) {
            throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
          }
        }),
      'image/webp',
    ).finally(() => making.delete(key));
    making.set(key, made);
  }
  return { key, size: await made };
}
