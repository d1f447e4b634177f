/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerArticleAnswers } from './article-answers.ts';
import { registerBackgroundFetch } from './background-fetch.ts';
import { registerCacheCleanup } from './cache-cleanup.ts';
import { registerMediaRoute } from './media-route.ts';
import { registerNavigation } from './navigation.ts';
import { registerPush } from './push.ts';
import { registerShareTarget } from './share-target.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The built shell (JS, CSS, HTML, icons), versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerCacheCleanup();
// Offline navigations get the shell; the router shows the route.
registerNavigation();
// Kept media (cache-first, Range) and browsed images (stale-while-revalidate, expiring).
registerMediaRoute();
// Large kept media fetched with the app closed (Chromium's Background Fetch) land in the kept-media cache.
registerBackgroundFetch();
// Audio, pictures, links and text shared from the phone: kept in the inbox, then opened as a draft.
registerShareTarget();
// The worker never answers the API, fresh or stale: the page decides what to show when the network
// fails (Dexie fallbacks, architecture.md §7). It only keeps a copy of each story's answer as it
// passes, so a story shown is kept even if the tab closes before the page stores it (issue #25).
registerArticleAnswers();
// Web Push (issue #29): shown, kept for the bell (sw/notification-store.ts), badge; a tap opens the story.
registerPush();

// A new version waits until the page asks it to take over (the "reload to update" prompt), so it
// never replaces the code under an open draft.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
