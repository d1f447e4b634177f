/**
 * What the page and the service worker must agree on, in the one module both import (issue #26:
 * these were copied between web/ and sw/ with tests keeping the copies equal). Only constants:
 * no worker or DOM API, so it builds for both. The page imports nothing else of sw/ but the
 * shared inbox's database (`sw/shared-inbox.ts`) and the bell's store (`sw/notification-store.ts`); eslint.config.js holds it to that.
 */

/** The prefix of every cache the worker owns; `cache-cleanup.ts` drops the ones it no longer names. */
export const CACHE_PREFIX = 'tribes';
/** Images seen while browsing: stale-while-revalidate, expiring (images are immutable by id). Bump a version to drop a cache's old format on activate. */
export const IMAGE_CACHE = `${CACHE_PREFIX}-images-v1`;
/** Media of articles and collections kept offline: filled by the page, answered cache-first with Range by the worker, never expired by it. */
export const MEDIA_CACHE = `${CACHE_PREFIX}-media-v1`;
/** Story answers (`GET /api/articles/:id`) copied by the worker as they pass, until the page moves them into its database (issue #25). */
export const ARTICLE_CACHE = `${CACHE_PREFIX}-articles-v1`;

/** The header the worker stamps on each story answer it keeps: when (ms), so the page prefers the newer of it and its own copy. */
export const KEPT_AT_HEADER = 'X-Kept-At';

/** Where the manifest's `share_target` posts what is shared (the worker takes it; without one, the server: api/site/pages/share-target.ts). */
export const SHARE_TARGET_ACTION = '/share-target';
/** The share target's form field holding shared files. */
export const SHARE_FILES_FIELD = 'files';

/** What the worker posts to an open page when a notification is tapped (`{ type, url }`): the page's router opens `url`, no reload. */
export const OPEN_NOTIFICATION_MESSAGE = 'notification-open';
/** What the worker posts to open pages when the push service renewed the subscription: the page sends it to the server. */
export const PUSH_SUBSCRIPTION_CHANGED_MESSAGE = 'push-subscription-changed';
