import { db } from '#web/db/database.ts';
import { refreshSession } from '#web/lib/api-client.ts';
import { appStore } from '#web/lib/app-store.ts';
import { currentSession, sessionAtom } from '#web/lib/session.ts';
import { followPendingBadge } from './app-badge.ts';
import { onOutboxChange } from './outbox.ts';
import { syncKeptSets } from './kept-media/kept-sync.ts';
import { pullCollections } from './pull.ts';
import { refreshCurrentUser } from './refresh-me.ts';
import { createSyncRunner, type SyncRunner } from './runner.ts';
import { syncStateAtom } from './sync-state.ts';
import { createSyncLock } from './sync-lock.ts';
import { reportOffline, reportOnline } from './network-status.ts';
import { pageUploader } from './page-uploads.ts';

let runner: SyncRunner | null = null;

/** Plain fetch for the runner: it sets its own token and handles 401 itself (refresh once). */
async function sendRaw(path: string, init: RequestInit): Promise<Response> {
  try {
    const res = await fetch(path, init);
    reportOnline();
    return res;
  } catch (error) {
    reportOffline();
    throw error;
  }
}

/**
 * Starts the page's sync runner once (later calls return the same one) and its triggers: now,
 * `online`, the tab becoming visible, each new outbox entry, and signing in; and the app badge. After a drain leaves
 * nothing pending, the user's collections and the user's own profile (`GET /api/users/me`) are
 * pulled so the device matches the server.
 */
export function startSync(): SyncRunner {
  if (runner) return runner;
  pageUploader(() => void runner?.wake());
  const started = createSyncRunner({
    db,
    fetch: sendRaw,
    upload: async (job, token) => {
      const res = await pageUploader().send(job, token);
      if (res) reportOnline();
      return res;
    },
    session: () => {
      const session = currentSession();
      return session ? { userId: session.user.id, token: session.tokenInfo.token } : null;
    },
    refresh: refreshSession,
    lock: createSyncLock(),
    random: Math.random,
    now: Date.now,
    schedule: (task, ms) => {
      const timer = setTimeout(task, ms);
      return () => clearTimeout(timer);
    },
    afterDrain: async (userId) => {
      await pullCollections(userId);
      // Kept collections follow the server: additions from another device kept, removals freed.
      await syncKeptSets(userId);
      await refreshCurrentUser();
    },
    onState: (state) => appStore.set(syncStateAtom, state),
  });
  runner = started;
  window.addEventListener('online', () => void started.wake());
  // A dropped network can leave an upload hanging until TCP gives up: stop it now, resume later.
  window.addEventListener('offline', () => pageUploader().stopAll());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void started.wake();
  });
  // A new entry goes at once, even during a backoff wait (issue #25): the user just did something.
  // During a drain it only asks for another look (a wake there let a failing drain go round).
  onOutboxChange(() => void started.nudge());
  // Signing in (or switching user) drains that user's entries; token refreshes alone do not.
  let userId = currentSession()?.user.id;
  // The installed app's icon shows the signed-in user's changes waiting to sync.
  let stopBadge = followPendingBadge(userId ?? null);
  appStore.sub(sessionAtom, () => {
    const next = currentSession()?.user.id;
    if (next !== userId) {
      stopBadge();
      stopBadge = followPendingBadge(next ?? null);
    }
    if (next !== userId && next) void started.wake();
    userId = next;
  });
  void started.wake();
  return started;
}

/** Retry now (the indicator's "sync now"). */
export function syncNow(): void {
  void startSync().wake();
}
