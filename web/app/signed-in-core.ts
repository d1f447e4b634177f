import { showToast } from '#web/components/toast/toast-atoms.ts';
import { keepReferenceData } from '#web/features/editor/api/reference-data.ts';
import { followPushSubscription } from '#web/features/notifications/push/push-check.ts';
import { appStore } from '#web/lib/app-store.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { currentSession, sessionAtom } from '#web/lib/session.ts';
import { articleKeys } from '#web/queries/query-keys.ts';
import { watchPublishedDrafts } from '#web/sync/drafts.ts';
import { followCurrentUser } from '#web/sync/refresh-me.ts';
import { startSync } from '#web/sync/start-sync.ts';

/** After sign-in, wait this long before refreshing tribes and themes: first paint comes first. */
const REFERENCE_DATA_DELAY_MS = 2000;

/** A publish made offline reached the server: the lists show it, and a toast says so. */
function announcePublished(titles: string[]): void {
  void queryClient.invalidateQueries({ queryKey: articleKeys.all });
  for (const title of titles) showToast('editor.publishedLater', { title }, 'success');
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
    // Push on here: re-subscribed if the server's key changed, and the server told again (issue #29).
    const stopPush = followPushSubscription();
    stop = () => {
      stopWatching();
      stopPush();
      clearTimeout(timer);
    };
  };
  appStore.sub(sessionAtom, follow);
  follow();
}

/**
 * The offline core's parts that serve a signed-in user (started once, by `./offline-core.ts`, the
 * first time someone is signed in on this page; each follows later sign-ins, sign-outs and
 * switches of user itself): the sync runner draining that user's outbox and sending every file
 * through the one resumable uploader (now, on `online`, on a visible tab, after each write), the
 * publish watcher and reference data, and the user refreshed from the server at start and on focus.
 */
export function startSignedInCore(): void {
  startSync();
  followSignedInUser();
  followCurrentUser();
}
