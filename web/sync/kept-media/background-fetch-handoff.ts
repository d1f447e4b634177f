/**
 * Background Fetch (Chromium): large media keep downloading while the app is closed. The page
 * hands files over here; the service worker (`sw/background-fetch.ts`) stores them in the media
 * cache when they arrive, and the page records them (`reconcileBackgroundFetches`). Where the API
 * is missing, or refuses, the files stay in the in-page queue.
 */

/** The part of a `BackgroundFetchRegistration` the page reads (not in TypeScript's DOM lib yet). */
interface BackgroundFetchRegistrationLike {
  id: string;
  result: '' | 'success' | 'failure';
}

interface BackgroundFetchManagerLike {
  fetch(id: string, requests: string[], options: { title: string; downloadTotal: number; icons?: { src: string; sizes: string; type: string }[] }): Promise<BackgroundFetchRegistrationLike>;
  get(id: string): Promise<BackgroundFetchRegistrationLike | undefined>;
}

/** Files at least this large go to Background Fetch where it exists; smaller ones are quicker in the page. */
export const BACKGROUND_MIN_BYTES = 10e6;

/** The service worker registration's Background Fetch manager, or null where there is none. */
export async function backgroundFetchManager(): Promise<BackgroundFetchManagerLike | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration?.active) return null;
  return (registration as ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManagerLike }).backgroundFetch ?? null;
}

/** Starts one Background Fetch for `files`; its id, or null when the browser refused (the page fetches them). */
export async function startBackgroundFetch(files: { url: string; size: number }[], title: string): Promise<string | null> {
  const manager = await backgroundFetchManager();
  if (!manager || files.length === 0) return null;
  const id = `kept-media-${Date.now()}`;
  try {
    await manager.fetch(
      id,
      files.map((f) => f.url),
      { title, downloadTotal: files.reduce((sum, f) => sum + f.size, 0), icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    );
    return id;
  } catch {
    // Denied (no permission, quota, a duplicate id): the in-page queue takes them.
    return null;
  }
}

/**
 * Whether a Background Fetch is still under way: downloading, or done with the worker still
 * storing it. Failed, aborted, or stored and gone: false.
 */
export async function backgroundFetchRunning(id: string): Promise<boolean> {
  const manager = await backgroundFetchManager();
  if (!manager) return false;
  const registration = await manager.get(id).catch(() => undefined);
  return registration !== undefined && registration.result !== 'failure';
}
