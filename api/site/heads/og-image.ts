import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import sharp, { type Sharp } from 'sharp';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { ensureDerived } from '../../media/derived.ts';
import { mediaStoreOf } from '../../media/media-store.ts';
import { findFileRow } from '../../repositories/files.ts';

/**
 * Link-preview pictures (issue #14): WhatsApp, Facebook, LinkedIn and X show `og:image` large when
 * it is at least 1200 px wide, at 1.91:1; a phone photo or a square avatar is neither. Each image
 * file gets one 1200×630 JPEG, cropped around its most salient part, made once by sharp and kept in
 * the media store (a file never changes under its id); `site` is the logo on the brand colour.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BRAND = '#0f5257';
const HEX_ID = /^[0-9a-f]{32}$/;

/** The stable URL path of the preview picture of image file `id` (or of the site). */
export const ogImagePath = (id: string | 'site') => `/og/${id}.jpg`;

const cachedKey = (id: string) => `og/${id}-${OG_WIDTH}x${OG_HEIGHT}.jpg`;

async function make(input: Sharp, output: string): Promise<void> {
  await input.toColorspace('srgb').jpeg({ quality: 82, mozjpeg: true }).toFile(output);
}

async function siteImage(output: string): Promise<void> {
  // Resolved when drawn, not at import: browser-environment tests import the app too.
  const svg = await readFile(fileURLToPath(new URL('../../../public/favicon.svg', import.meta.url)));
  const logo = await sharp(svg, { density: 72 * (420 / 64) })
    .resize(420, 420)
    .png()
    .toBuffer();
  const canvas = sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BRAND } });
  await make(canvas.composite([{ input: logo, gravity: 'center' }]), output);
}

/**
 * The preview picture's key in the media store and its size, made on first use. Throws when the
 * source cannot be read.
 */
export async function ogImage(deps: AppDeps, id: string | 'site'): Promise<{ key: string; size: number }> {
  const store = mediaStoreOf(deps);
  const key = cachedKey(id);
  const size = await ensureDerived(store, deps.config.mediaDir, key, async (output) => {
    if (id === 'site') return siteImage(output);
    await store.withLocalFile(id, (input) => {
      const source = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 });
      return make(source.rotate().resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }), output);
    });
  });
  return { key, size };
}

/** `GET /og/<image file id | site>.jpg`: the 1200×630 preview picture, cacheable for good. */
export const ogImageRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const file = c.req.param('file');
  const id = file.endsWith('.jpg') ? file.slice(0, -4) : '';
  const { deps } = c.var;
  if (id !== 'site') {
    const row = HEX_ID.test(id) ? await findFileRow(deps.db, id) : undefined;
    if (!row || row.kind !== 'image') return c.text('No such image.', 404);
  }
  let made: { key: string; size: number };
  try {
    made = await ogImage(deps, id);
  } catch (error) {
    // An image sharp cannot read (damaged, or its bytes are gone): no preview, not a server error.
    console.warn(`[og] preview of ${id} could not be made:`, error instanceof Error ? error.message : error);
    return c.text('No such image.', 404);
  }
  c.header('Content-Type', 'image/jpeg');
  c.header('Content-Length', String(made.size));
  c.header('Cache-Control', id === 'site' ? 'public, max-age=86400' : 'public, max-age=31536000, immutable');
  // Chat apps and social sites fetch it from their own origin.
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(await mediaStoreOf(deps).read(made.key), 200);
});
