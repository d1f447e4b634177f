import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import type { AppDeps } from '../../app-env.ts';
import { ensureDerived } from '../../media/derived.ts';
import { mediaStoreOf } from '../../media/media-store.ts';

/** Apple Podcasts and the Podcast Index ask square artwork of 1400 to 3000 px, JPEG or PNG, in RGB. */
export const ARTWORK_SIZE = 1400;
/** The site's logo, drawn as the artwork of feeds that have no picture of their own. */
// Resolved when drawn, not at import: the app is also imported by browser-environment tests (web/sync).
const siteLogo = () => fileURLToPath(new URL('../../../public/favicon.svg', import.meta.url));
/** The logo's own background colour, so the square around its rounded corners matches it. */
const LOGO_BACKGROUND = '#0f5257';

export const artworkPath = (id: string) => `/feeds/artwork/${id}.jpg`;

/** The media store key of the artwork made from image file `id` (or `site`) once made. */
const cachedKey = (id: string) => `artwork/${id}-${ARTWORK_SIZE}.jpg`;

async function make(input: Sharp, output: string): Promise<void> {
  await input
    .rotate()
    .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .toColorspace('srgb')
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(output);
}

/**
 * The 1400×1400 JPEG artwork of image file `id` (a cover or a profile picture, cropped to a square
 * around its most salient part), or of the site logo for `site`: its key in the media store and its
 * size. Made once by sharp and kept in the store next to the media; files never change under an
 * id, so neither does their artwork.
 */
export async function artwork(deps: AppDeps, id: string | 'site'): Promise<{ key: string; size: number }> {
  const store = mediaStoreOf(deps);
  const key = cachedKey(id);
  const size = await ensureDerived(store, deps.config.mediaDir, key, async (output) => {
    if (id === 'site') {
      const svg = await readFile(siteLogo());
      return make(sharp(svg, { density: 72 * (ARTWORK_SIZE / 64) }).flatten({ background: LOGO_BACKGROUND }), output);
    }
    await store.withLocalFile(id, (input) => make(sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }), output));
  });
  return { key, size };
}
