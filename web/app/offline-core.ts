import { appStore } from '#web/lib/app-store.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { currentSession, sessionAtom } from '#web/lib/session.ts';
import { REVOKED_EVENT, REVOKED_KEY } from '#web/lib/session-revoked.ts';
import { startDownloads } from '#web/sync/kept-media/kept-sync.ts';
import { keepThemesShown } from '#web/sync/kept-themes.ts';

/**
 * Starts the signed-in user's part of the core (`./signed-in-core.ts`) once someone is signed in,
 * now or later on this page. Everything in it works for a signed-in user only (the runner sends
 * only a signed-in user's outbox, the sync panel counts only theirs): an anonymous reader's page
 * never loads its code (the runner, the uploader and tus, the outbox: ~20 modules) nor runs it
 * (issue #27). A chunk that fails to load (the network dropped) is asked for again at the next
 * change of session.
 */
export function startWhenSignedIn(load: () => Promise<{ startSignedInCore: () => void }> = () => import('./signed-in-core.ts')): void {
  let started = false;
  const follow = () => {
    if (started || !currentSession()) return;
    started = true;
    load().then(
      (core) => core.startSignedInCore(),
      () => (started = false),
    );
  };
  appStore.sub(sessionAtom, follow);
  follow();
}

/**
 * The offline core's long-running parts (called once, by `bootAfterFirstRender` in `./boot.ts`):
 * the offline downloads' queue (any reader may keep a story), the themes shown kept on the device,
 * and, once someone is signed in, the signed-in user's part (`startWhenSignedIn`). An account
 * signed out from elsewhere in an earlier start, and not yet cleared, is cleared first (issue #30).
 */
export function startOfflineCore(): void {
  const revoked = (learnt: 'now' | 'boot') => {
    if (localStorage.getItem(REVOKED_KEY)) void import('#web/sync/remote-wipe/revocation.ts').then((m) => m.handleRevocation(learnt));
  };
  revoked('boot');
  window.addEventListener(REVOKED_EVENT, () => revoked('now'));
  // Downloads left by a reload or a closed tab resume; Background Fetch results are recorded.
  startDownloads(() => currentSession()?.user.id ?? null);
  // The header's theme menu, kept for every reader so it shows offline (issue #25).
  keepThemesShown(queryClient);
  startWhenSignedIn();
}
