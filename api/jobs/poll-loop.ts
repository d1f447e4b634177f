import { isDatabaseUnavailable } from '../http/database-unavailable.ts';

/**
 * Runs `drain` now, then again `pollMs` after each run ends, until `stop` (the queue workers:
 * renditions, notifications). A database that is down or restarting is waited for, one line per
 * poll, not reported as a bug. The timer never keeps the process alive.
 */
export function pollLoop(name: string, pollMs: number, drain: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .then(() => undefined)
        .catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) console.warn(`[${name}] database unavailable, next try in ${pollMs} ms`);
          else console.error(`[${name}] worker error`, error);
        })
        .finally(() => {
          running = null;
          schedule(pollMs);
        });
    }, delay);
    timer.unref();
  };

  return {
    start(): void {
      stopped = false;
      schedule(0);
    },
    /** Stops polling and waits for the run in hand. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
