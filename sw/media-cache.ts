import { createPartialResponse } from 'workbox-range-requests';
import { MEDIA_CACHE } from './page-contract.ts';

/**
 * Media kept for offline (cover images, images, audio, video of a collection or an article the
 * reader saved). The page fills this cache itself, with progress and cancel, and empties it when
 * the reader frees the space; the worker only reads it, cache-first. No expiration plugin on
 * purpose: media kept offline must never be evicted behind the reader's back.
 *
 * `<audio>`/`<video>` ask for byte ranges; a kept file is stored whole (200), so a `Range` request
 * is answered with the matching `206` slice (workbox-range-requests), which lets players seek.
 * Kept files are stored under their plain path: whatever copy of a picture the page asks for, the
 * kept original answers it.
 */
export async function keptMediaResponse(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(MEDIA_CACHE);
  // A picture's smaller copy (`?w=`, web/lib/image-sources.ts) is answered by the kept original.
  const kept = await cache.match(request.url, { ignoreSearch: true });
  if (!kept) return undefined;
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
}
