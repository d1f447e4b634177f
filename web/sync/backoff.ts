/** First retry after about a second… */
export const BACKOFF_BASE_MS = 1_000;
/** …doubling up to a minute, so a long outage costs one request a minute at most. */
export const BACKOFF_CAP_MS = 60_000;

/**
 * Delay before retry number `failures` (1, 2, 3…): exponential, capped, with "equal jitter"
 * (half fixed, half random) so many devices coming back online together do not retry in step.
 * `random` is in [0, 1). A server's `Retry-After` (seconds) wins when it asks for longer.
 */
export function backoffDelay(failures: number, random: number, retryAfterSeconds?: number): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  const jittered = exp / 2 + (exp / 2) * random;
  const asked = retryAfterSeconds && Number.isFinite(retryAfterSeconds) ? Math.min(retryAfterSeconds * 1000, 10 * BACKOFF_CAP_MS) : 0;
  return Math.max(jittered, asked);
}
