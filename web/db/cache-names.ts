/**
 * The service worker's cache names, as the page sees them (storage panel, "available offline").
 * Mirrors `sw/cache-names.ts` (the page never imports the worker; `cache-names.test.ts` keeps the
 * two equal).
 */
export const CACHE_PREFIX = 'tribes';
/** Images seen while browsing: stale-while-revalidate, expiring. */
export const IMAGE_CACHE = `${CACHE_PREFIX}-images-v1`;
/** Media of articles and collections kept offline: filled by the page, answered cache-first with Range by the worker, never expired. */
export const MEDIA_CACHE = `${CACHE_PREFIX}-media-v1`;
/** Story answers (`GET /api/articles/:id`) copied by the worker as they pass, until the page moves them into its database (issue #25). */
export const ARTICLE_CACHE = `${CACHE_PREFIX}-articles-v1`;
