import { liveQuery } from 'dexie';
import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { pendingCount } from './outbox-queries.ts';

/** The Badging API, where the platform has it (installed apps in Chromium and Safari). */
export type BadgeNavigator = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;

const hasBadge = (nav: BadgeNavigator): boolean => typeof nav.setAppBadge === 'function' && typeof nav.clearAppBadge === 'function';

/**
 * Shows `count` changes waiting to sync on the installed app's icon, or clears it at 0. Does
 * nothing where the platform has no badge; a refusal (the app not installed, a denied permission)
 * is ignored: the badge is a hint, the sync panel holds the count.
 */
export function showPendingBadge(count: number, nav: BadgeNavigator = navigator): void {
  if (!hasBadge(nav)) return;
  try {
    void (count > 0 ? nav.setAppBadge!(count) : nav.clearAppBadge!()).catch(() => undefined);
  } catch {
    // Some browsers throw synchronously outside an installed app (NotAllowedError).
  }
}

/**
 * Keeps the app's badge equal to the user's pending outbox entries (issue #25), following every
 * change to the outbox (a new edit, a sent one, a discarded one). No user: the badge is cleared.
 * Returns the stop function.
 */
export function followPendingBadge(userId: string | null, database: TribesDb = defaultDb, nav: BadgeNavigator = navigator): () => void {
  if (!hasBadge(nav)) return () => undefined;
  if (!userId) {
    showPendingBadge(0, nav);
    return () => undefined;
  }
  const subscription = liveQuery(() => pendingCount(userId, database)).subscribe({
    next: (count) => showPendingBadge(count, nav),
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
