import { keepSessionFresh } from '#web/lib/api-client.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { followOtherTabs } from '#web/lib/session.ts';
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
 * - i18n (awaited: the first render needs strings).
 */
export function boot(): Promise<void> {
  booted ??= (async () => {
    followOtherTabs();
    keepSessionFresh();
    listenToNetwork();
    await initI18n();
  })();
  return booted;
}

/**
 * Right after the first render, in their own chunks so the local database (Dexie) and workbox stay
 * off the first view's scripts (issue #11; `tests/api/js-budget.test.ts`):
 * - the offline core (`./offline-core.ts`): the sync runner, the editor's uploads, the signed-in
 *   user's publish watcher and reference data;
 * - the service worker (production builds).
 */
export function bootAfterFirstRender(): Promise<void> {
  offlineCore ??= (async () => {
    const [{ startOfflineCore }, { registerServiceWorker }] = await Promise.all([import('./offline-core.ts'), import('#web/lib/register-sw.ts')]);
    startOfflineCore();
    registerServiceWorker();
  })();
  return offlineCore;
}
