import type { AppDeps } from './app-env.ts';
import { removeStaleParts } from './media/store.ts';
import { pruneKeys } from './repositories/idempotency-keys.ts';
import { pruneNotificationJobs } from './repositories/notification-jobs.ts';
import { UPLOAD_EXPIRY_MS } from './uploads/backend.ts';
import { expireUploads } from './uploads/finish.ts';

/** How often expired records are swept; the retention windows themselves are hours or days. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Periodic clean-up of the server process, once at start and then every hour, on every instance
 * (each step is idempotent): idempotency records past their retention window are deleted, so the
 * table stays bounded, and so are finished notification jobs; resumable uploads abandoned for 24 hours are deleted with their bytes; and
 * `.part` files of the local media folder untouched for an hour (`removeStaleParts`: an upload or
 * encoding cut off by a crash or a kill) are deleted, so an instance that never restarts does not
 * fill its disk with another one's leftovers. The returned `stop` clears the timer and resolves once
 * a sweep in progress has finished (the server then closes the database).
 */
export function startMaintenance(deps: AppDeps, intervalMs = MAINTENANCE_INTERVAL_MS): () => Promise<void> {
  const step = (what: string, run: () => Promise<unknown>) => run().catch((error: unknown) => console.error(`[maintenance] ${what} failed`, error));
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = Promise.all([
      step('pruning idempotency keys', () => pruneKeys(deps.db, deps.now())),
      step('pruning finished notification jobs', () => pruneNotificationJobs(deps.db, deps.now())),
      step('expiring uploads', () => expireUploads(deps, UPLOAD_EXPIRY_MS)),
      step('removing stale part files', () => removeStaleParts(deps.config.mediaDir, deps.now().getTime())),
    ]);
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
