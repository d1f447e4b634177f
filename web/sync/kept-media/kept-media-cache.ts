import { MEDIA_CACHE } from '#sw/page-contract.ts';
import { isQuotaError, StorageFullError } from '#web/db/storage-full.ts';

/** Whether the Cache API is there (not in every test environment or old browser). */
export function hasCacheStorage(): boolean {
  return typeof caches !== 'undefined';
}

/** URLs already in the media cache, among `urls`. */
export async function cachedUrls(urls: string[]): Promise<Set<string>> {
  if (!hasCacheStorage()) return new Set();
  const cache = await caches.open(MEDIA_CACHE);
  const found = await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? url : null)));
  return new Set(found.filter((u): u is string => u !== null));
}

/**
 * Downloads one media file into the media cache, reporting bytes as they arrive; resolves to its
 * size. The whole file is stored (status 200) so the service worker can answer any byte range.
 */
export async function cacheMedia(url: string, signal: AbortSignal, onBytes: (n: number) => void): Promise<number> {
  const res = await fetch(url, { signal });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status} for ${url}`);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  const blob = new Blob(chunks as BlobPart[], { type });
  try {
    const cache = await caches.open(MEDIA_CACHE);
    await cache.put(url, new Response(blob, { headers: { 'Content-Type': type, 'Content-Length': String(blob.size), 'Accept-Ranges': 'bytes' } }));
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError('The device storage is full.');
    throw error;
  }
  return blob.size;
}

/** Removes media from the media cache. */
export async function uncacheMedia(urls: string[]): Promise<void> {
  if (!hasCacheStorage() || urls.length === 0) return;
  const cache = await caches.open(MEDIA_CACHE);
  await Promise.all(urls.map((url) => cache.delete(url)));
}
