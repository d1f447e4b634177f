import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { IMAGE_CACHE } from './page-contract.ts';

/** Enough for a long browse of the feed (covers, avatars) without filling the disk. */
export const IMAGE_MAX_ENTRIES = 300;
export const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Images seen while browsing: stale-while-revalidate, so a feed opened offline still shows the
 * covers it showed before. Media files are immutable by id, so a stale copy is a right copy; the
 * expiration bounds the space (and gives way first when the quota is reached).
 */
export const imageStrategy = new StaleWhileRevalidate({
  cacheName: IMAGE_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true })],
});
