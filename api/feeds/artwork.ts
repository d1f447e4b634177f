import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { mediaFilePath } from '../media/commit.ts';

/** Apple Podcasts and the Podcast Index ask square artwork of 1400 to 3000 px, JPEG or PNG, in RGB. */
export const ARTWORK_SIZE = 1400;
/** The site's logo, drawn as the artwork of feeds that have no picture of their own. */
// Resolved when drawn, not at import: the app is also imported by browser-environment tests (web/sync).
const siteLogo = () => fileURLToPath(new URL('../../public/favicon.svg', import.meta.url));
/** The logo's own background colour, so the square around its rounded corners matches it. */
const LOGO_BACKGROUND = '#0f5257';

export const artworkPath = (id: string) => `/feeds/artwork/${id}.jpg`;

/** Where the artwork made from image file `id` (or `site`) is kept once made. */
function cachedPath(mediaDir: string, id: string): string {
  return path.join(mediaDir, 'artwork', `${id}-${ARTWORK_SIZE}.jpg`);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function make(input: Sharp, output: string): Promise<void> {
  await mkdir(path.dirname(output), { recursive: true });
  const temp = `${output}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await input
      .rotate()
      .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .toColorspace('srgb')
      .jpeg({ quality: 85, mozjpeg: true })
      .toFile(temp);
    await rename(temp, output);
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * The 1400×1400 JPEG artwork of image file `id` (a cover or a profile picture, cropped to a square
 * around its most salient part), or of the site logo for `site`. Made once by sharp and kept on disk
 * next to the media; files never change under an id, so neither does their artwork.
 */
export async function artworkFile(mediaDir: string, id: string | 'site'): Promise<string> {
  const output = cachedPath(mediaDir, id);
  if (await exists(output)) return output;
  if (id === 'site') {
    const svg = await readFile(siteLogo());
    await make(sharp(svg, { density: 72 * (ARTWORK_SIZE / 64) }).flatten({ background: LOGO_BACKGROUND }), output);
  } else {
    await make(sharp(mediaFilePath(mediaDir, id), { failOn: 'error', limitInputPixels: 100_000_000 }), output);
  }
  return output;
}
