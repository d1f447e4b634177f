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

export interface StartRetryEnv {
  /** The `online` event's source (the window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Whether the browser thinks it is online. */
  onLine: () => boolean;
  /** Shows the status line with `text`, or removes it (null or empty). */
  show: (text: string | null) => void;
  setTimeout: (task: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
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
 */
export async function importWithRetry(load: () => Promise<unknown>, texts: StartStatusTexts, env: StartRetryEnv): Promise<void> {
  for (let failures = 1; ; failures += 1) {
    try {
      await load();
      if (failures > 1) env.show(null);
      return;
    } catch {
      env.show(env.onLine() ? texts.retrying : texts.offline);
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
