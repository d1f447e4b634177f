import { atom } from 'jotai';
import { appStore } from '#web/lib/app-store.ts';
import { i18next } from '#web/lib/i18n.ts';
import { db } from '#web/db/database.ts';
import { downloadSettings } from '#web/db/download-settings.ts';
import type { DownloadRow, OfflineSetRow } from '#web/db/local-rows.ts';
import { isQuotaError } from '#web/db/storage-full.ts';
import { finishedAmong } from '../finished.ts';
import { mayUseNetwork } from '../network-policy.ts';
import { evictionCandidates, keptBytes, planEviction } from './download-rules.ts';
import { freeKeptItem } from './free-kept.ts';
import { BACKGROUND_MIN_BYTES, backgroundFetchRunning, startBackgroundFetch } from './background-fetch-handoff.ts';
import { cacheMedia, cachedUrls } from './kept-media-cache.ts';

/** Progress of the kept sets downloading in this page, by set key (0–100). */
export const downloadsAtom = atom<Record<string, number>>({});
/** Why the queue waits with files left: on Wi-Fi only and not on Wi-Fi. */
export const downloadWaitAtom = atom<'wifi' | null>(null);

let running: Promise<void> | null = null;
let again = false;
let current: { row: DownloadRow; controller: AbortController } | null = null;

/** Sets (or, with null, clears) a set's progress for the page. */
export function reportProgress(key: string, percent: number | null): void {
  appStore.set(downloadsAtom, (all) => {
    const next = { ...all };
    if (percent === null) delete next[key];
    else next[key] = Math.min(100, Math.floor(percent));
    return next;
  });
}

/**
 * Adds media to the persistent queue for `setKey` (a file another set already queued is shared),
 * leaving out what is already stored.
 */
export async function enqueueMedia(setKey: string, media: { url: string; size: number }[]): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.downloadQueue, async () => {
    for (const [i, m] of media.entries()) {
      const queued = await db.downloadQueue.get(m.url);
      if (queued) await db.downloadQueue.put({ ...queued, setKeys: [...new Set([...queued.setKeys, setKey])] });
      else await db.downloadQueue.add({ url: m.url, size: m.size, setKeys: [setKey], addedAt: now + i / 1000 });
    }
  });
}

/** Takes `setKeys` out of the queue (cancel, free, stop); files no set waits for leave it, and a running one stops. */
export async function dropQueued(setKeys: string[]): Promise<void> {
  const drop = new Set(setKeys);
  await db.transaction('rw', db.downloadQueue, async () => {
    const rows = await db.downloadQueue.where('setKeys').anyOf(setKeys).toArray();
    for (const row of rows) {
      const rest = row.setKeys.filter((k) => !drop.has(k));
      if (rest.length === 0) await db.downloadQueue.delete(row.url);
      else await db.downloadQueue.put({ ...row, setKeys: rest });
    }
  });
  if (current && current.row.setKeys.every((k) => drop.has(k))) current.controller.abort();
  for (const key of setKeys) reportProgress(key, null);
}

/** Percent of a set's media stored, counting `extra` bytes of the file arriving now. */
function percentOf(set: OfflineSetRow, extra: number): number {
  const sizes = new Map<string, number>();
  for (const item of set.items ?? []) for (const m of item.media) sizes.set(m.url, Math.max(1, m.size));
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const done = set.urls.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0) + extra;
  return total === 0 ? 100 : (done / total) * 100;
}

/** A file arrived: every set waiting for it records it; a set with nothing left queued is ready. */
async function complete(row: DownloadRow, bytes: number): Promise<void> {
  await db.transaction('rw', [db.downloadQueue, db.offlineSets], async () => {
    await db.downloadQueue.delete(row.url);
    for (const key of row.setKeys) {
      const set = await db.offlineSets.get(key);
      if (!set) continue;
      if (!set.urls.includes(row.url)) set.urls = [...set.urls, row.url];
      set.bytes += bytes;
      const left = await db.downloadQueue.where('setKeys').equals(key).count();
      if (left === 0) {
        set.status = 'ready';
        delete set.problem;
        reportProgress(key, null);
      } else reportProgress(key, percentOf(set, 0));
      await db.offlineSets.put(set);
    }
  });
}

/** The queue cannot go on: the sets still waiting are marked partial with the reason; what is stored stays. */
async function stop(problem: NonNullable<OfflineSetRow['problem']>, keepQueued: boolean): Promise<void> {
  const rows = await db.downloadQueue.toArray();
  const keys = [...new Set(rows.filter((r) => !r.backgroundId).flatMap((r) => r.setKeys))];
  await db.transaction('rw', [db.offlineSets, db.downloadQueue], async () => {
    for (const key of keys) await db.offlineSets.update(key, { status: 'partial', problem });
    // A network failure keeps the queue (it resumes on the next start or `online`); the cap and a
    // full disk drop it: the reader changes something first, then retries.
    if (!keepQueued) await db.downloadQueue.bulkDelete(rows.filter((r) => !r.backgroundId).map((r) => r.url));
  });
  for (const key of keys) reportProgress(key, null);
}

/** Makes room under the cap for `incoming` bytes (freeing finished items), or says it cannot. */
async function roomFor(incoming: number, cap: number | null): Promise<boolean> {
  if (cap === null) return true;
  const sets = await db.offlineSets.toArray();
  const candidates = evictionCandidates(sets);
  const finished = await finishedAmong([...new Set(candidates.map((c) => c.articleId))]);
  const plan = planEviction(candidates, (id) => finished.has(id), keptBytes(sets), incoming, cap);
  for (const item of plan.evict) await freeKeptItem(item.setKey, item.articleId, { skip: true });
  return plan.fits;
}

/** Large files go to Background Fetch where it exists (they carry on with the app closed). */
async function handOverLargeFiles(cap: number | null): Promise<void> {
  const large = await db.downloadQueue.filter((r) => !r.backgroundId && r.size >= BACKGROUND_MIN_BYTES).toArray();
  // Over the cap they stay here, where the loop frees finished items or stops with the reason.
  if (
    large.length === 0 ||
    !(await roomFor(
      large.reduce((sum, r) => sum + r.size, 0),
      cap,
    ))
  )
    return;
  const id = await startBackgroundFetch(large, i18next.t('downloads.backgroundTitle'));
  if (!id) return;
  await db.downloadQueue.bulkPut(large.map((r) => ({ ...r, backgroundId: id })));
}

/**
 * Files handed to Background Fetch: the ones the worker stored are recorded as done; the ones of
 * a fetch that failed or was aborted return to the in-page queue.
 */
export async function reconcileBackgroundFetches(): Promise<void> {
  const rows = await db.downloadQueue.filter((r) => Boolean(r.backgroundId)).toArray();
  if (rows.length === 0) return;
  const stored = await cachedUrls(rows.map((r) => r.url));
  const running = new Map<string, boolean>();
  for (const row of rows) {
    if (stored.has(row.url)) {
      await complete(row, row.size);
      continue;
    }
    const id = row.backgroundId!;
    if (!running.has(id)) running.set(id, await backgroundFetchRunning(id));
    if (!running.get(id)) await db.downloadQueue.put({ ...row, backgroundId: undefined });
  }
}

async function drain(): Promise<void> {
  let handed = false;
  for (;;) {
    const settings = await downloadSettings();
    if (!mayUseNetwork(settings)) {
      appStore.set(downloadWaitAtom, (await db.downloadQueue.count()) > 0 ? 'wifi' : null);
      return;
    }
    appStore.set(downloadWaitAtom, null);
    if (!handed) {
      handed = true;
      await handOverLargeFiles(settings.capBytes);
    }
    const row = await db.downloadQueue
      .orderBy('addedAt')
      .filter((r) => !r.backgroundId)
      .first();
    if (!row) return;
    if (!(await roomFor(row.size, settings.capBytes))) return stop('cap', false);
    const sets = (await db.offlineSets.bulkGet(row.setKeys)).filter((s): s is OfflineSetRow => Boolean(s));
    for (const set of sets) if (set.status !== 'downloading') await db.offlineSets.update(set.key, { status: 'downloading' });
    const controller = new AbortController();
    current = { row, controller };
    try {
      let arrived = 0;
      const bytes = await cacheMedia(row.url, controller.signal, (n) => {
        arrived += n;
        for (const set of sets) reportProgress(set.key, percentOf(set, arrived));
      });
      await complete(row, bytes);
    } catch (error) {
      if (controller.signal.aborted) continue;
      if (isQuotaError(error)) return stop('full', false);
      return stop('failed', true);
    } finally {
      current = null;
    }
  }
}

/**
 * Fetches what the queue holds, oldest first, one file at a time, into the media cache: following
 * "Wi-Fi only" and the cap (finished items go first; otherwise it stops, marking the sets `cap`).
 * One run per page; calling it while running joins that run, which then looks at the queue again.
 */
export function runDownloadQueue(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await drain();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
