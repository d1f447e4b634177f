import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '#web/lib/app-store.ts';
import { db } from '#web/db/database.ts';
import { saveDownloadSettings } from '#web/db/download-settings.ts';
import type { OfflineSetRow } from '#web/db/local-rows.ts';
import { markEnded } from '../finished.ts';
import { downloadWaitAtom, enqueueMedia, runDownloadQueue } from './download-queue.ts';

/** A Cache Storage with one cache (the media cache). */
function fakeCaches() {
  const store = new Map<string, Response>();
  const cache = {
    match: async (url: string) => store.get(url),
    put: async (url: string, res: Response) => void store.set(url, res),
    delete: async (url: string) => store.delete(url),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return store;
}

/** Media answer with as many bytes as the number ending their name; `down` makes the network fail. */
function fakeMedia(down = false) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(path);
    if (down) throw new TypeError('Failed to fetch');
    return new Response(new Uint8Array(Number(/(\d+)$/.exec(path)?.[1] ?? 1)), { status: 200, headers: { 'Content-Type': 'audio/mpeg' } });
  });
  return asked;
}

/** A kept collection with articles `ids`, each with one medium `/media/<id>/<size>`, stored or not. */
async function keptSet(key: string, items: { id: string; size: number; stored: boolean; keptAt?: number }[], status: OfflineSetRow['status'] = 'downloading'): Promise<void> {
  await db.offlineSets.put({
    key,
    kind: 'collection',
    targetId: key.split(':')[1]!,
    userId: 'u',
    articleIds: items.map((i) => i.id),
    items: items.map((i) => ({ articleId: i.id, media: [{ url: `/media/${i.id}/${i.size}`, size: i.size }], keptAt: i.keptAt ?? 0 })),
    urls: items.filter((i) => i.stored).map((i) => `/media/${i.id}/${i.size}`),
    bytes: items.filter((i) => i.stored).reduce((s, i) => s + i.size, 0),
    status,
    savedAt: 0,
  });
}

describe('the persistent download queue', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    appStore.set(downloadWaitAtom, null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finishes, after a reload, the files a previous page left queued, and marks the set ready', async () => {
    const cache = fakeCaches();
    fakeMedia();
    await keptSet('collection:c', [
      { id: 'a', size: 3, stored: true },
      { id: 'b', size: 5, stored: false },
      { id: 'd', size: 7, stored: false },
    ]);
    // What the page that was reloaded left behind: two files still to fetch, in Dexie only.
    await enqueueMedia('collection:c', [
      { url: '/media/b/5', size: 5 },
      { url: '/media/d/7', size: 7 },
    ]);
    await runDownloadQueue();
    expect([...cache.keys()].sort()).toEqual(['/media/b/5', '/media/d/7']);
    expect(await db.downloadQueue.count()).toBe(0);
    expect(await db.offlineSets.get('collection:c')).toMatchObject({ status: 'ready', bytes: 15, urls: ['/media/a/3', '/media/b/5', '/media/d/7'] });
  });

  it('keeps the queue on a network failure (the set shows why) and resumes it later', async () => {
    fakeCaches();
    fakeMedia(true);
    await keptSet('collection:c', [{ id: 'b', size: 5, stored: false }]);
    await enqueueMedia('collection:c', [{ url: '/media/b/5', size: 5 }]);
    await runDownloadQueue();
    expect(await db.offlineSets.get('collection:c')).toMatchObject({ status: 'partial', problem: 'failed' });
    expect(await db.downloadQueue.count()).toBe(1);
    fakeMedia();
    await runDownloadQueue();
    const set = await db.offlineSets.get('collection:c');
    expect(set).toMatchObject({ status: 'ready' });
    expect(set?.problem).toBeUndefined();
  });

  it('waits on Wi-Fi only where the connection is unknown, until the reader says Wi-Fi', async () => {
    const cache = fakeCaches();
    const asked = fakeMedia();
    await saveDownloadSettings({ wifiOnly: true });
    await keptSet('collection:c', [{ id: 'b', size: 5, stored: false }]);
    await enqueueMedia('collection:c', [{ url: '/media/b/5', size: 5 }]);
    await runDownloadQueue();
    expect(asked).toEqual([]);
    expect(appStore.get(downloadWaitAtom)).toBe('wifi');
    expect(await db.downloadQueue.count()).toBe(1);
    await saveDownloadSettings({ onWifiNow: true });
    await runDownloadQueue();
    expect([...cache.keys()]).toEqual(['/media/b/5']);
    expect(appStore.get(downloadWaitAtom)).toBeNull();
  });

  it('under the cap, frees the oldest finished items first to make room', async () => {
    const cache = fakeCaches();
    fakeMedia();
    for (const url of ['/media/old/40', '/media/newer/40', '/media/unheard/40']) cache.set(url, new Response('x'));
    await keptSet(
      'collection:c',
      [
        { id: 'old', size: 40, stored: true, keptAt: 1 },
        { id: 'newer', size: 40, stored: true, keptAt: 2 },
        { id: 'unheard', size: 40, stored: true, keptAt: 0 },
        { id: 'fresh', size: 30, stored: false, keptAt: 3 },
      ],
      'downloading',
    );
    await markEnded('old');
    await markEnded('newer');
    await saveDownloadSettings({ capBytes: 130 });
    await enqueueMedia('collection:c', [{ url: '/media/fresh/30', size: 30 }]);
    await runDownloadQueue();
    expect([...cache.keys()].sort()).toEqual(['/media/fresh/30', '/media/newer/40', '/media/unheard/40']);
    const set = await db.offlineSets.get('collection:c');
    expect(set?.articleIds).toEqual(['newer', 'unheard', 'fresh']);
    expect(set?.skippedIds).toEqual(['old']);
    expect(set?.status).toBe('ready');
  });

  it('stops with the cap as reason when only unfinished items could make room, keeping what is stored', async () => {
    const cache = fakeCaches();
    const asked = fakeMedia();
    cache.set('/media/unheard/90', new Response('x'));
    await keptSet('collection:c', [
      { id: 'unheard', size: 90, stored: true },
      { id: 'big', size: 30, stored: false },
    ]);
    await saveDownloadSettings({ capBytes: 100 });
    await enqueueMedia('collection:c', [{ url: '/media/big/30', size: 30 }]);
    await runDownloadQueue();
    expect(asked).toEqual([]);
    expect([...cache.keys()]).toEqual(['/media/unheard/90']);
    expect(await db.offlineSets.get('collection:c')).toMatchObject({ status: 'partial', problem: 'cap' });
    expect(await db.downloadQueue.count()).toBe(0);
  });
});
