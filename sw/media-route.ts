import { registerRoute } from 'workbox-routing';
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
      if (request.destination === 'image') return imageStrategy.handle({ request, event });
      return fetch(request);
    },
  );
}
