import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { findFileRow } from '../repositories/files.ts';
import { IMAGE_WIDTHS, type ImageWidth } from '../schemas/file.ts';
import { inlineDisposition } from './file-name.ts';
import { mediaStoreOf } from './media-store.ts';
import { matchesIfNoneMatch, parseRange, rangeStillValid } from './range.ts';
import { ensureResized, isResizable, UnreadableImageError } from './resized.ts';

const HEX_ID = /^[0-9a-f]{32}$/;

const notFound = (c: Context<AppEnv>) => c.json({ error: { code: 'file_not_found', message: 'No such file.' } }, 404);
/** Seconds a client is asked to wait when the media store does not answer. */
const STORE_RETRY_AFTER_SECONDS = 5;

/** The media store (a bucket) did not answer: a passing outage, not a missing file nor a server bug. */
function storeUnavailable(c: Context<AppEnv>, id: string, error: unknown) {
  console.warn(`[media] the store did not answer for ${id}:`, error instanceof Error ? error.message : error);
  c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
  return c.json({ error: { code: 'media_unavailable', message: 'Media storage is not reachable right now. Try again shortly.' } }, 503);
}

/** `?w=`: one of the widths the server makes, or absent. */
function askedWidth(value: string | undefined): ImageWidth | null | 'invalid' {
  if (value === undefined) return null;
  const width = Number(value);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) && String(width) === value ? (width as ImageWidth) : 'invalid';
}

/**
 * `GET /media/:id/:name?` (and HEAD): a stored file by id; the name segment is cosmetic. Files never
 * change under an id, so the sha256 is a strong ETag and responses are cacheable for a year. Single
 * byte ranges stream from the media store (disk or S3, asked for that range only), which lets audio
 * and video seek (also from the service worker's cache).
 *
 * `?w=<width>` asks for a picture made that wide, as WebP (./resized.ts): one of `IMAGE_WIDTHS`,
 * else 400. SVG and GIF pictures are served as they are; a picture sharp cannot read is too.
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/:id/:name?', async (c) => {
    const id = c.req.param('id');
    if (!HEX_ID.test(id)) return notFound(c);
    const width = askedWidth(c.req.query('w'));
    if (width === 'invalid') {
      return c.json({ error: { code: 'invalid_width', message: `w must be one of ${IMAGE_WIDTHS.join(', ')}.` } }, 400);
    }
    const { deps } = c.var;
    const store = mediaStoreOf(deps);
    const row = await findFileRow(deps.db, id);
    if (row && width !== null && row.kind !== 'image') {
      return c.json({ error: { code: 'not_an_image', message: 'Only pictures can be asked for at a width.' } }, 400);
    }
    let key = id;
    let size: number | null = null;
    let etag = row ? `"${row.sha256}"` : '';
    let mime = row?.mime ?? '';
    try {
      size = row ? await store.size(id) : null;
      if (row && size !== null && width !== null && isResizable(row.mime)) {
        try {
          ({ key, size } = await ensureResized(deps, id, width));
          etag = `"${row.sha256}-w${width}"`;
          mime = 'image/webp';
        } catch (error) {
          // A picture sharp cannot read: the reader's browser may still show the original.
          if (!(error instanceof UnreadableImageError)) throw error;
          console.warn(`[media] ${id} could not be resized:`, error.message);
        }
      }
    } catch (error) {
      return storeUnavailable(c, id, error);
    }
    if (!row || size === null) return notFound(c);

    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);

    c.header('Content-Type', mime);
    c.header('Accept-Ranges', 'bytes');
    c.header('Content-Disposition', inlineDisposition(row.name));
    const range = rangeStillValid(c.req.header('If-Range'), etag) ? parseRange(c.req.header('Range'), size) : { type: 'full' as const };
    if (range.type === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    const [start, end] = range.type === 'partial' ? [range.start, range.end] : [0, size - 1];
    c.header('Content-Length', String(end - start + 1));
    if (range.type === 'partial') c.header('Content-Range', `bytes ${start}-${end}/${size}`);
    const status = range.type === 'partial' ? 206 : 200;
    if (c.req.method === 'HEAD') return c.body(null, status);
    let body: ReadableStream<Uint8Array>;
    try {
      body = await store.read(key, { start, end });
    } catch (error) {
      return storeUnavailable(c, id, error);
    }
    return c.body(body, status);
  })
  // Anything else under /media is a 404 here, not the web app's HTML fallback.
  .all('*', notFound);

/**
 * Mounts `/media` on an app built by `createApp`, with the dependencies the media routes read from
 * `c.var.deps` (the API sets them only under `/api`). Call it before the app serves its first request.
 */
export function mountMedia<A extends Hono<AppEnv>>(app: A, deps: AppDeps): A {
  app.use('/media/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route('/media', mediaRoutes);
  return app;
}
