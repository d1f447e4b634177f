/**
 * The app's start on a server-rendered page, held until that page is on screen (issue #11).
 *
 * The reader can read the server's page before any script runs. Started as soon as its code
 * arrives, the app takes a phone's main thread for about a second (React, the router, the page's
 * hydration), and the page's largest image, arriving a moment later, waits that second to be
 * painted. Held until that image is decoded and a frame is drawn (at most `MAX_WAIT_MS`: a slow
 * image never keeps the page inert for long), the page shows its content first, then becomes
 * interactive. The app's code is asked for then too, all at once: on a slow link it would
 * otherwise share the bandwidth with that image (a returning reader has it from the service
 * worker's cache anyway). Until then the server's page is plain HTML whose links work
 * (tests/e2e/home.spec.ts).
 *
 * The server puts this script in place of the build's entry on the pages it renders, and names the
 * entry and the modules to preload in `<meta name="app-entry">` and `<meta name="app-modules">`
 * (api/site/pages/start-after-paint.ts). It is a file, not an inline script, because the content security
 * policy allows only this origin's scripts.
 *
 * When the app's code does not arrive (the network dropped between the page and its scripts), it
 * is asked for again when the network returns, and a status line says so (`start-retry.ts`).
 */
import { importWithRetry, statusLine } from './start-retry.ts';

/** The longest the app's start waits for the largest image. */
const MAX_WAIT_MS = 3000;

/** The first view's largest image: its `fetchpriority="high"` image, or the one preloaded for it (a video's poster). */
function largestImage(): string | null {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority=high]');
  // The copy its `srcset` chose for this screen, once the browser has chosen.
  if (image) return image.currentSrc || image.src;
  return document.querySelector<HTMLLinkElement>('link[rel=preload][as=image][fetchpriority=high]')?.href ?? null;
}

/** Resolves once `src` is decoded (from the cache the page's own request fills), or failed to load. */
function decoded(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode().catch(() => undefined);
}

/**
 * Modules asked for per task: each request costs the main thread 0.2–4 ms on this slow machine
 * (4× that on a phone), and 6 per task made tasks of 13–35 ms in unthrottled traces of a story's
 * start, tasks that Lighthouse's simulation counts ×4 (issue #11).
 */
const PRELOADS_PER_TASK = 3;

/**
 * Asks for the app's modules up front (the entry alone would ask for them one level at a time), a
 * few per task: all 30 of a story's at once made one task of ~230 ms on a phone, during which a
 * tap waited.
 */
async function preloadModules(hrefs: string[]): Promise<void> {
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as Vite's own preloads, so the entry's imports reuse them
      link.href = href;
      document.head.append(link);
    }
  }
}

/** `sessionStorage`, or null where reading it throws (storage blocked). */
function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name=${name}]`)?.content;
const entry = meta('app-entry');
if (entry) {
  const image = largestImage();
  if (image) await Promise.race([decoded(image), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  // A frame drawn with the image in it, then the app: the second frame's callback runs once the
  // first has been presented (a task queued from the first could run before it is).
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await preloadModules((meta('app-modules') ?? '').split(' ').filter(Boolean));
  await importWithRetry(
    () => import(/* @vite-ignore */ entry),
    // In the page's language, put in by the server (api/site/pages/start-after-paint.ts).
    { offline: meta('app-start-offline') ?? '', retrying: meta('app-start-retrying') ?? '' },
    {
      events: window,
      onLine: () => navigator.onLine,
      show: statusLine(document),
      setTimeout: (task, ms) => setTimeout(task, ms),
      clearTimeout: (id) => clearTimeout(id),
      reload: () => location.reload(),
      storage: tabStorage(),
    },
  );
}

export {};
