import type { AppDeps } from "./app-env.ts";
import { pruneKeys } from "./repositories/idempotency-keys.ts";
import { UPLOAD_EXPIRY_MS } from "./uploads/backend.ts";
import { expireUploads } from "./uploads/finish.ts";

/** How often expired records are swept; the retention windows themselves are hours or days. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Periodic clean-up of the server process, once at start and then every hour: idempotency records
 * past their retention window are deleted, so the table stays bounded, and resumable uploads
 * abandoned for 24 hours are deleted with their bytes. Returns a stop function.
 */
export function startMaintenance(
  deps: AppDeps,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => void {
  const sweep = () => {
    void pruneKeys(deps.db, deps.now()).catch((error: unknown) =>
      console.error("[maintenance] pruning idempotency keys failed", error),
    );
    void expireUploads(deps, UPLOAD_EXPIRY_MS).catch((error: unknown) =>
      console.error("[maintenance] expiring uploads failed", error),
    );
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
