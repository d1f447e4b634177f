import { showToast } from '#web/components/toast/toast-atoms.ts';
import { keepReferenceData } from '#web/features/editor/api/reference-data.ts';
import { keepSessionFresh } from '#web/lib/api-client.ts';
import { appStore } from '#web/lib/app-store.ts';
import { i18next, initI18n } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { registerServiceWorker } from '#web/lib/register-sw.ts';
import { currentSession, followOtherTabs, sessionAtom } from '#web/lib/session.ts';
import { watchPublishedDrafts } from '#web/sync/drafts.ts';
import { listenToNetwork } from '#web/sync/network-status.ts';
import { startSync } from '#web/sync/start-sync.ts';
import { startUploads } from '#web/sync/uploads.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** After sign-in, wait this long before refreshing tribes and themes: first paint comes first. */
const REFERENCE_DATA_DELAY_MS = 2000;

/** A publish made offline reached the server: the lists show it, and a toast says so. */
function announcePublished(titles: string[]): void {
  void queryClient.invalidateQueries({ queryKey: articleKeys.all });
  for (const title of titles) showToast(i18next.t('editor.publishedLater', { title }), 'success');
}

/**
 * While someone is signed in: the one publish watcher (drafts whose publish landed are dropped and
 * announced), and the tribes and themes kept on the device for drafting offline.
 */
function followSignedInUser(): void {
  let userId: string | undefined;
  let stop: (() => void) | undefined;
  const follow = () => {
    const next = currentSession()?.user.id;
    if (next === userId) return;
    stop?.();
    stop = undefined;
    userId = next;
    if (!next) return;
    const stopWatching = watchPublishedDrafts(next, announcePublished);
    const timer = setTimeout(() => void keepReferenceData(), REFERENCE_DATA_DELAY_MS);
    stop = () => {
      stopWatching();
      clearTimeout(timer);
    };
  };
  appStore.sub(sessionAtom, follow);
  follow();
}

let booted: Promise<void> | null = null;

/**
 * Everything the app starts, in one place, once (web/main.tsx calls it before the first render;
 * later calls share the first). No module does work when imported: this is where it starts.
 *
 * - the session: kept in step with other tabs, the access token renewed before it expires;
 * - the network: `online` / `offline` followed, the editor's uploads resumed when it returns;
 * - the sync runner: drains the outbox now, on `online`, on a visible tab, after each write;
 * - the signed-in user's publish watcher and reference data (tribes, themes);
 * - the service worker (production builds), and i18n (awaited: the first render needs strings).
 */
export function boot(): Promise<void> {
  booted ??= (async () => {
    followOtherTabs();
    keepSessionFresh();
    listenToNetwork();
    startUploads();
    startSync();
    followSignedInUser();
    registerServiceWorker();
    await initI18n();
  })();
  return booted;
}
