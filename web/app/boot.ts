import { keepSessionFresh } from '#web/lib/api-client.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { whenIdle } from '#web/lib/main-thread.ts';
import { followOtherTabs } from '#web/lib/session.ts';
import { listenForEndedMedia } from '#web/sync/ended-media.ts';
import { listenToNetwork } from '#web/sync/network-status.ts';

let booted: Promise<void> | null = null;
let offlineCore: Promise<void> | null = null;

/**
 * Everything the app starts, in one place, once (web/main.tsx calls `boot` before the first render
 * and `bootAfterFirstRender` after it; later calls share the first). No module does work when
 * imported: this is where it starts.
 *
 * Before the first render, only what it needs:
 * - the session: kept in step with other tabs, the access token renewed before it expires;
 * - the network: `online` / `offline` followed;
 * - media played to their end, kept for the offline core (which starts later) to mark;
 * - i18n (awaited: the first render needs strings).
 */
export function boot(): Promise<void> {
  booted ??= (async () => {
    followOtherTabs();
    keepSessionFresh();
    listenToNetwork();
    listenForEndedMedia();
    await initI18n();
  })();
  return booted;
}

/** Resolves in a task of its own once the main thread is idle (2 s at most). */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * After the first render, in their own chunks so the local database (Dexie) and workbox stay off
 * the first view's scripts (issue #11; `tests/api/js-budget.test.ts`):
 * - the offline core (`./offline-core.ts`): the offline downloads, the themes kept, and once
 *   someone is signed in (only then: issue #27) the sync runner, the editor's uploads, the publish
 *   watcher and reference data;
 * - the service worker (production builds), and the page opened by a tapped push notification.
 * Each step waits for an idle moment and runs as a task of its own: started with the render, they
 * made the task that adopts the server's page ~300 ms longer on a phone (the chunks' preloads,
 * opening the database), and the page could not answer a tap meanwhile.
 */
export function bootAfterFirstRender(openPath?: (path: string) => void): Promise<void> {
  offlineCore ??= (async () => {
    await idle();
    const [{ startOfflineCore }, { registerServiceWorker, openTappedNotifications }] = await Promise.all([import('./offline-core.ts'), import('#web/lib/register-sw.ts')]);
    await idle();
    startOfflineCore();
    await idle();
    registerServiceWorker();
    if (openPath) openTappedNotifications(openPath);
  })();
  return offlineCore;
}
