import type { AppDeps } from './app-env.ts';
import { pruneKeys } from './repositories/idempotency-keys.ts';

/** How often expired records are swept; the retention windows themselves are hours or days. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Periodic clean-up of the server process: idempotency records past their retention window are
 * deleted once at start and then every hour, so the table stays bounded. Returns a stop function.
 */
export function startMaintenance(deps: Pick<AppDeps, 'db' | 'now'>, intervalMs = MAINTENANCE_INTERVAL_MS): () => void {
  const sweep = () =>
    pruneKeys(deps.db, deps.now()).catch((error: unknown) => console.error('[maintenance] pruning idempotency keys failed', error));
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
