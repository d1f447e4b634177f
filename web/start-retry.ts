/**
 * The app's code asked for again when it did not arrive (issue #25): a first visit whose network
 * drops between the page and its scripts otherwise stays a page without its app until the reader
 * reloads. Part of the script that starts server-rendered pages (`start-after-paint.ts`), kept out
 * of the app's start chunk (vite.config.ts), so it adds nothing to the page's first view.
 */

/** First try again after a second… */
export const START_RETRY_BASE_MS = 1_000;
/** …doubling up to half a minute (offline, the `online` event wakes it at once anyway). */
export const START_RETRY_CAP_MS = 30_000;

export const startRetryDelay = (failures: number): number => Math.min(START_RETRY_CAP_MS, START_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));

/** What the reader is told while the app's code does not come (in the page's language, from the server). */
export interface StartStatusTexts {
  /** The device is offline: the app starts when the network is back; the page stays readable. */
  offline: string;
  /** Online, but the code did not arrive: it is being asked for again. */
  retrying: string;
}

/**
 * Set in the tab's session storage just before the page reloads to recover its code, so it reloads
 * once: a reload that fails the same way goes on retrying in place, and never loops.
 */
export const START_RELOAD_KEY = 'tribes:start-reloaded';

export interface StartRetryEnv {
  /** The `online` event's source (the window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Whether the browser thinks it is online. */
  onLine: () => boolean;
  /** Shows the status line with `text`, or removes it (null or empty). */
  show: (text: string | null) => void;
  setTimeout: (task: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
  /** The last resort: `location.reload()`. */
  reload: () => void;
  /** Where the reload is remembered (`sessionStorage`: this tab, until it closes); null when the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** Whether the page may reload to recover, remembering that it did; false once done, or without storage to remember it. */
function claimReload(storage: StartRetryEnv['storage']): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(START_RELOAD_KEY) !== null) return false;
    storage.setItem(START_RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** Resolves on the `online` event or after `ms`, whichever comes first. */
function nextTry(env: StartRetryEnv, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      env.events.removeEventListener('online', done);
      env.clearTimeout(timer as never);
      resolve();
    };
    const timer = env.setTimeout(done, ms);
    env.events.addEventListener('online', done);
  });
}

/**
 * Runs `load` (the app's `import()`) until it succeeds: after a failure the reader is told why,
 * and it is tried again as soon as the network comes back, or with a growing backoff (1 s, 2 s,
 * 4 s… 30 s) when the browser already says online. The status goes once the code has arrived.
 * A retry that fails online reloads the page, once per tab: a browser may keep a failed module
 * fetch in its module map and answer every later `import()` of that URL with the same failure, so
 * only a new document recovers there (Chromium does retry; the spec leaves it open).
 */
export async function importWithRetry(load: () => Promise<unknown>, texts: StartStatusTexts, env: StartRetryEnv): Promise<void> {
  for (let failures = 1; ; failures += 1) {
    try {
      await load();
      if (failures > 1) env.show(null);
      // Started: a later cut in this tab (another page load) may reload once again.
      try {
        env.storage?.removeItem(START_RELOAD_KEY);
      } catch {
        // No storage: nothing was remembered.
      }
      return;
    } catch {
      const online = env.onLine();
      if (failures > 1 && online && claimReload(env.storage)) {
        env.reload();
        return;
      }
      env.show(online ? texts.retrying : texts.offline);
      await nextTry(env, startRetryDelay(failures));
    }
  }
}

/** The status line at the foot of the screen: a polite live region, announced when its text changes. */
export function statusLine(doc: Document): (text: string | null) => void {
  let line: HTMLElement | null = null;
  let shown = '';
  return (text) => {
    if (!text) {
      line?.remove();
      line = null;
      return;
    }
    shown = text;
    if (line) {
      line.textContent = text;
      return;
    }
    const created = doc.createElement('p');
    created.className = 'start-status';
    created.setAttribute('role', 'status');
    doc.body.append(created);
    line = created;
    // Filled in a later task: a live region announces a change, not the text it was born with.
    setTimeout(() => {
      if (line === created) created.textContent = shown;
    }, 50);
  };
}
