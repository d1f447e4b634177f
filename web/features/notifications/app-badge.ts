/**
 * The installed app's badge (issue #29): unread notifications plus edits waiting to sync.
 * The rule, which the service worker mirrors when a push arrives:
 *   count = unread + pending; count > 0 → `setAppBadge(count)`; count = 0 → `clearAppBadge()`.
 * Browsers without the Badging API (or a page not installed, where it may reject) are left alone:
 * the badge is a hint, never an error.
 */
export interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export function badgeCount(unread: number, pending: number): number {
  return Math.max(0, unread) + Math.max(0, pending);
}

export async function showAppBadge(unread: number, pending: number, nav: BadgeNavigator = globalThis.navigator as BadgeNavigator): Promise<void> {
  if (!nav || typeof nav.setAppBadge !== 'function') return;
  const count = badgeCount(unread, pending);
  try {
    if (count > 0) await nav.setAppBadge(count);
    else if (typeof nav.clearAppBadge === 'function') await nav.clearAppBadge();
    else await nav.setAppBadge(0);
  } catch {
    // Not allowed here (not installed, no permission): nothing to tell the reader.
  }
}
