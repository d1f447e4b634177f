import { createPartialResponse } from 'workbox-range-requests';
import { MEDIA_CACHE } from './cache-names.ts';

/**
 * Media kept for offline (cover images, images, audio, video of a collection or an article the
 * reader saved). The page fills this cache itself, with progress and cancel, and empties it when
 * the reader frees the space; the worker only reads it, cache-first. No expiration plugin on
 * purpose: media kept offline must never be evicted behind the reader's back.
 *
 * `<audio>`/`<video>` ask for byte ranges; a kept file is stored whole (200), so a `Range` request
 * is answered with the matching `206` slice (workbox-range-requests), which lets players seek.
 */
export async function keptMediaResponse(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(MEDIA_CACHE);
  const kept = await cache.match(request.url);
  if (!kept) return undefined;
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
}
