import { InstallButton } from './install-button.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import './offline.css';

/**
 * Everything offline-first shows in the header's `status` slot: the sync button, the offline
 * strip, the install button and the update prompt (boot starts the sync runner).
 */
export function OfflineStatus() {
  return (
    <>
      <InstallButton />
      <SyncIndicator />
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
