/**
 * Every cache the service worker owns, named here so the page (storage panel, "available
 * offline") and the worker agree. `web/db/cache-names.ts` mirrors this file (the page does not
 * import the worker) and a unit test keeps them equal. Bump a version to drop a cache's old
 * format on activate (`cache-cleanup.ts`).
 */
export const CACHE_PREFIX = 'tribes';
/** Images seen while browsing: stale-while-revalidate, expiring (images are immutable by id). */
export const IMAGE_CACHE = `${CACHE_PREFIX}-images-v1`;
/** Media of articles and collections kept for offline: cache-first with Range support, never expired by the worker. */
export const MEDIA_CACHE = `${CACHE_PREFIX}-media-v1`;
/** Story answers (`GET /api/articles/:id`) copied by the worker as they pass, until the page moves them into its database (issue #25). */
export const ARTICLE_CACHE = `${CACHE_PREFIX}-articles-v1`;
