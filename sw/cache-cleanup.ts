/// <reference lib="webworker" />
import { ARTICLE_CACHE, CACHE_PREFIX, IMAGE_CACHE, MEDIA_CACHE } from './page-contract.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * On activate, drops this app's caches of an older format (a bumped name in `page-contract.ts`).
 * The precache (Workbox's own name) is cleaned by `cleanupOutdatedCaches`.
 */
export function registerCacheCleanup(): void {
  const current = new Set([IMAGE_CACHE, MEDIA_CACHE, ARTICLE_CACHE]);
  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(`${CACHE_PREFIX}-`) && !current.has(n)).map((n) => caches.delete(n)))));
  });
}
