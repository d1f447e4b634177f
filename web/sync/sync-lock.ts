/** Name of the Web Lock held while draining, shared by every tab of the app. */
export const SYNC_LOCK_NAME = 'tribes-sync';

/** Runs `task` while holding the sync lock; the result of `task`. */
export type SyncLock = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * The sync lock: a Web Lock, so two tabs never drain the outbox at once (a second tab waits for
 * the first to finish, then finds the queue drained). Where Web Locks are unavailable, an in-page
 * chain gives single flight within this page (the runner also guards itself).
 */
export function createSyncLock(locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks): SyncLock {
  if (locks) return (task) => locks.request(SYNC_LOCK_NAME, { mode: 'exclusive' }, task) as ReturnType<typeof task>;
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
