import { registerRoute } from 'workbox-routing';
import { IMAGE_CACHE } from './page-contract.ts';
import { imageStrategy } from './image-cache.ts';
import { keptMediaResponse } from './media-cache.ts';

/**
 * `/media/*`: kept media first (saved for offline, with Range); otherwise images go through the
 * image cache and audio/video stream from the network untouched (they are large, and only what
 * the reader chose to keep should take space).
 */
export function registerMediaRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
    async ({ request, event }) => {
      const kept = await keptMediaResponse(request);
      if (kept) return kept;
      if (request.destination === 'image') {
        try {
          return await imageStrategy.handle({ request, event });
        } catch (error) {
          // Offline, and this copy of the picture was never seen (the page asks for another width
          // on another screen): any copy of it seen before is better than a broken image.
          const seen = await (await caches.open(IMAGE_CACHE)).match(request.url, { ignoreSearch: true });
          if (seen) return seen;
          throw error;
        }
      }
      return fetch(request);
    },
  );
}
