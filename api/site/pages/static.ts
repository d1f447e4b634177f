import { createReadStream, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { negotiateEncoding, type Encoding } from '../../http/content-encoding.ts';
import { matchesIfNoneMatch, parseRange, rangeStillValid } from '../../media/range.ts';

/** Precompressed siblings the build writes next to each compressible file (vite.config.ts). */
export const ENCODINGS: readonly (readonly [Encoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

function statFile(file: string): Stats | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The file under `root` a URL path names, or null for anything that could leave `root` or names a
 * dot-file or dot-folder (`.vite/manifest.json` is build metadata, not part of the site).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(^|\/)\./.test(decoded)) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Strong validator of one representation: identity and each encoding have their own. */
const etagOf = (stats: Stats, encoding: Encoding | null) => `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;

/**
 * Serves the built PWA from `root`: the precompressed brotli or gzip sibling when the client accepts
 * it (`Content-Encoding`, `Vary: Accept-Encoding`), with a strong ETag per representation and
 * `If-None-Match` → 304. A `Range` request gets bytes of the identity file (ranges over a compressed
 * body are valid HTTP but useless to anyone), honouring `If-Range`. Hashed `/assets/` are immutable;
 * everything else revalidates, so a new deployment is seen (and offered by the update prompt).
 */
export function serveBuiltFiles(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = resolveInside(base, c.req.path);
    const stats = file ? statFile(file) : null;
    if (!file || !stats) return next();
    return sendFile(c, file, stats);
  };
}

function sendFile(c: Context, file: string, stats: Stats): Response {
  const type = getMimeType(file) ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type);
  // A compressed copy older than its file is stale (the file was replaced after the build): never
  // serve it, or a changed file (a new service worker) would keep reaching browsers as its old bytes.
  const fresh = (ext: string) => {
    const copy = statFile(file + ext);
    return copy !== null && copy.mtimeMs >= stats.mtimeMs;
  };
  const available = compressible ? ENCODINGS.filter(([, ext]) => fresh(ext)).map(([name]) => name) : [];
  const rangeHeader = c.req.header('Range');
  const encoding = rangeHeader ? null : negotiateEncoding(c.req.header('Accept-Encoding'), available);
  const sentPath = encoding ? file + ENCODINGS.find(([name]) => name === encoding)![1] : file;
  const sentStats = (encoding && statFile(sentPath)) || stats;
  const etag = etagOf(stats, encoding);

  c.header('Content-Type', type.startsWith('text/') || type === 'application/javascript' ? `${type}; charset=utf-8` : type);
  c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  c.header('ETag', etag);
  c.header('Last-Modified', stats.mtime.toUTCString());
  if (available.length > 0) c.header('Vary', 'Accept-Encoding');
  if (!encoding) c.header('Accept-Ranges', 'bytes');
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);

  const range = encoding || !rangeStillValid(c.req.header('If-Range'), etag) ? ({ type: 'full' } as const) : parseRange(rangeHeader, stats.size);
  if (range.type === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${stats.size}`);
    return c.body(null, 416);
  }
  if (encoding) c.header('Content-Encoding', encoding);
  const [start, end, status] = range.type === 'partial' ? [range.start, range.end, 206 as const] : [0, sentStats.size - 1, 200 as const];
  if (range.type === 'partial') c.header('Content-Range', `bytes ${start}-${end}/${stats.size}`);
  c.header('Content-Length', String(Math.max(0, end - start + 1)));
  if (c.req.method === 'HEAD' || end < start) return c.body(null, status);
  const stream = Readable.toWeb(createReadStream(sentPath, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, status);
}
