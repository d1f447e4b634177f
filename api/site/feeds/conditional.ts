import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { matchesIfNoneMatch } from '../../media/range.ts';

/** Podcast apps poll feeds often: 5 minutes of caching, then a revalidation that is usually a 304. */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

/**
 * Answers a generated document with validators: a strong ETag of its bytes and, when known, its
 * Last-Modified. `If-None-Match` wins over `If-Modified-Since` (RFC 9110 §13.2.2); either matching
 * answers `304` without a body.
 */
export function answerConditionally(c: Context, body: string, contentType: string, lastModified: string | null): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', FEED_CACHE_CONTROL);
  // Feeds are public documents read by other sites' players and directories.
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  const modified = lastModified ? Math.floor(new Date(lastModified).getTime() / 1000) * 1000 : null;
  if (modified !== null) c.header('Last-Modified', new Date(modified).toUTCString());
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) {
    if (matchesIfNoneMatch(ifNoneMatch, etag)) return c.body(null, 304);
  } else {
    const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
    if (modified !== null && Number.isFinite(since) && modified <= since) return c.body(null, 304);
  }
  c.header('Content-Type', contentType);
  return c.body(body, 200);
}
