import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType } from 'react';
import { appStore } from '#web/lib/app-store.ts';
import { isAuthenticatedAtom } from '#web/lib/session.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { InstallButton } from './install-button.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import './offline.css';

// The sync button reads the outbox from the local database (Dexie). It shows only to a signed-in
// reader or offline: an anonymous reader online never loads its code with the first view (issue
// #11). Offline, the service worker serves it from its precache. Before the worker is installed (a
// first visit cut off at once) it cannot load: the header then goes without it, the offline strip
// still says where the reader stands, and the page is not lost to an error.
const SyncIndicator = lazy<ComponentType>(() =>
  import('./sync-indicator.tsx').then(
    (m) => ({ default: m.SyncIndicator }),
    () => ({ default: () => null }),
  ),
);

/**
 * Everything offline-first shows in the header's `status` slot: the sync button (signed in, or
 * offline), the install button and the update prompt (boot starts the sync runner). The offline
 * strip goes at the top of the page's column (`OfflineBanner`, exported here so it comes in the
 * same chunk).
 */
export function OfflineStatus() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const online = useAtomValue(onlineAtom, { store: appStore });
  return (
    <>
      <InstallButton />
      {(signedIn || !online) && (
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
      )}
      <UpdatePrompt />
    </>
  );
}

export { OfflineBanner } from './offline-banner.tsx';
