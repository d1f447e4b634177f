/// <reference lib="webworker" />
import { MEDIA_CACHE } from './page-contract.ts';

declare const self: ServiceWorkerGlobalScope;

/** One file of a Background Fetch (not in TypeScript's WebWorker lib yet). */
export interface FetchedRecord {
  request: Request;
  responseReady: Promise<Response>;
}

interface BackgroundFetchEventLike extends ExtendableEvent {
  registration: { id: string; matchAll(): Promise<FetchedRecord[]> };
}

/**
 * Stores the files of a finished Background Fetch in the kept-media cache, whole (200) with the
 * headers the page's own downloads carry, so the media route answers Range requests from them.
 * A failed file is left out (the page fetches it again). Resolves to the number stored.
 */
export async function storeFetched(records: FetchedRecord[], cache: Cache): Promise<number> {
  let stored = 0;
  for (const record of records) {
    const response = await record.responseReady.catch(() => null);
    if (!response?.ok) continue;
    const blob = await response.blob();
    const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
    await cache.put(record.request.url, new Response(blob, { headers: { 'Content-Type': type, 'Content-Length': String(blob.size), 'Accept-Ranges': 'bytes' } }));
    stored++;
  }
  return stored;
}

async function tellPages(id: string): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'kept-media-fetched', id });
}

/**
 * Large kept media the page handed to Background Fetch (`web/sync/kept-media/background-fetch-handoff.ts`)
 * keep downloading with the app closed; here they land in the same cache as the page's downloads,
 * and open pages are told to record them. A failed or aborted fetch is reported too: the page
 * takes its files back into its own queue. A click on the browser's download UI opens Downloads.
 */
export function registerBackgroundFetch(): void {
  self.addEventListener('backgroundfetchsuccess', (event) => {
    const e = event as BackgroundFetchEventLike;
    e.waitUntil(
      (async () => {
        await storeFetched(await e.registration.matchAll(), await caches.open(MEDIA_CACHE));
        await tellPages(e.registration.id);
      })(),
    );
  });
  for (const type of ['backgroundfetchfail', 'backgroundfetchabort']) {
    self.addEventListener(type, (event) => {
      const e = event as BackgroundFetchEventLike;
      e.waitUntil(tellPages(e.registration.id));
    });
  }
  self.addEventListener('backgroundfetchclick', (event) => {
    (event as ExtendableEvent).waitUntil(self.clients.openWindow('/downloads'));
  });
}
