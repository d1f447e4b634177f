import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { findFileRow } from '../repositories/files.ts';
import { inlineDisposition } from './file-name.ts';
import { mediaStoreOf } from './media-store.ts';
import { matchesIfNoneMatch, parseRange, rangeStillValid } from './range.ts';

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

/**
 * `GET /media/:id/:name?` (and HEAD): a stored file by id; the name segment is cosmetic. Files never
 * change under an id, so the sha256 is a strong ETag and responses are cacheable for a year. Single
 * byte ranges stream from the media store (disk or S3, asked for that range only), which lets audio
 * and video seek (also from the service worker's cache).
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/:id/:name?', async (c) => {
    const id = c.req.param('id');
    if (!HEX_ID.test(id)) return notFound(c);
    const { deps } = c.var;
    const store = mediaStoreOf(deps);
    const row = await findFileRow(deps.db, id);
    let size: number | null = null;
    try {
      size = row ? await store.size(id) : null;
    } catch (error) {
      return storeUnavailable(c, id, error);
    }
    if (!row || size === null) return notFound(c);

    const etag = `"${row.sha256}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);

    c.header('Content-Type', row.mime);
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
      body = await store.read(id, { start, end });
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
