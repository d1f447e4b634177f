/** Giving a phone's main thread back between pieces of work (issue #11). */

/**
 * Runs `task` in a task of its own once the main thread is idle, and at the latest after
 * `timeoutMs`; returns a function that cancels it. For work a page can do a moment later (drawing
 * a waveform, starting the offline core): on a phone's first view it would otherwise run inside
 * the long task that adopts the server's page (issue #11). Where `requestIdleCallback` is missing
 * (Safari), a zero-delay timer still gives it its own task.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * Resolves in a new task, ahead of other waiting work where the browser can tell
 * (`scheduler.yield`): a long sequence split with it leaves the browser room to paint and answer
 * a tap between its steps, as the app's start does (web/main.tsx).
 */
export function yieldToMain(): Promise<void> {
  return schedulerYield() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** `scheduler.yield()` where the browser has it (Chromium, Firefox), else undefined. */
function schedulerYield(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

/**
 * For a module's top level (`await endImportTask()`): a large module graph imported at once
 * evaluates in one task, and this splits it where it is called, where the browser can yield
 * (`scheduler.yield`: Chromium, Firefox). Elsewhere it resolves at once: Safari then evaluates in
 * one task as before, and in Node (the tests) no timer holds an import, even under fake timers.
 */
export async function endImportTask(): Promise<void> {
  await schedulerYield();
}
