import { atom } from 'jotai';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { api, ApiRequestError, readResponse } from '#web/lib/api-client.ts';
import { appStore } from '#web/lib/app-store.ts';
import { db } from '#web/db/database.ts';
import { keptArticleDetail, rememberArticle } from '#web/db/kept-articles.ts';
import type { OfflineSetRow } from '#web/db/rows.ts';
import { requestPersistence } from '#web/db/storage.ts';
import { cacheMedia, cachedUrls, uncacheMedia } from './media-cache.ts';
import { mediaOf, uniqueMedia } from './media-urls.ts';

/** Progress of the downloads running in this page, by set key (0–100). */
export const downloadsAtom = atom<Record<string, number>>({});
const controllers = new Map<string, AbortController>();

/** Key of the set for a collection or a single article. */
export const offlineSetKey = (kind: OfflineSetRow['kind'], id: string) => `${kind}:${id}`;

function setProgress(key: string, percent: number | null): void {
  appStore.set(downloadsAtom, (all) => {
    const next = { ...all };
    if (percent === null) delete next[key];
    else next[key] = Math.min(100, Math.round(percent));
    return next;
  });
}

async function fetchDetail(id: string, signal: AbortSignal): Promise<ArticleDetail | null> {
  try {
    const detail = await readResponse(api.articles[':id'].$get({ param: { id } }, { init: { signal } }));
    await rememberArticle(detail);
    return detail;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    // Offline or failing: the copy kept earlier still serves.
    const kept = await keptArticleDetail(id);
    if (kept) return kept;
    throw error;
  }
}

/**
 * Makes a set of articles available offline (architecture.md §5): stores each article with its
 * body, then downloads their media (covers, images, audio, video) into the media cache, with
 * progress (`downloadsAtom`) and cancel (`cancelDownload`). Asks for persistent storage first.
 * A full disk stops the download (`StorageFullError`) keeping what was stored, marked `partial`;
 * pending edits are never touched.
 */
export async function keepOffline(target: { kind: OfflineSetRow['kind']; id: string; userId: string | null }, articleIds: string[]): Promise<OfflineSetRow> {
  const key = offlineSetKey(target.kind, target.id);
  controllers.get(key)?.abort();
  const controller = new AbortController();
  controllers.set(key, controller);
  void requestPersistence();
  const row: OfflineSetRow = { key, kind: target.kind, targetId: target.id, userId: target.userId, articleIds, urls: [], bytes: 0, status: 'downloading', savedAt: Date.now() };
  await db.offlineSets.put(row);
  setProgress(key, 0);
  try {
    const details: ArticleDetail[] = [];
    for (const [i, id] of articleIds.entries()) {
      const detail = await fetchDetail(id, controller.signal);
      if (detail) details.push(detail);
      setProgress(key, ((i + 1) / Math.max(1, articleIds.length)) * 10);
    }
    const media = uniqueMedia(details.flatMap(mediaOf));
    const already = await cachedUrls(media.map((m) => m.url));
    const todo = media.filter((m) => !already.has(m.url));
    const total = todo.reduce((sum, m) => sum + Math.max(1, m.size), 0);
    let done = 0;
    row.urls = media.filter((m) => already.has(m.url)).map((m) => m.url);
    row.bytes = media.filter((m) => already.has(m.url)).reduce((sum, m) => sum + m.size, 0);
    for (const m of todo) {
      row.bytes += await cacheMedia(m.url, controller.signal, (n) => {
        done += n;
        setProgress(key, 10 + (done / Math.max(1, total)) * 90);
      });
      row.urls.push(m.url);
    }
    row.articleIds = details.map((d) => d.article.id);
    row.status = 'ready';
    await db.offlineSets.put(row);
    return row;
  } catch (error) {
    if (controller.signal.aborted) {
      await freeOfflineSet(key, row.urls);
      throw error;
    }
    row.status = 'partial';
    await db.offlineSets.put(row);
    throw error;
  } finally {
    if (controllers.get(key) === controller) controllers.delete(key);
    setProgress(key, null);
  }
}

/** The kept set under `key` (undefined when none): read it in a live query to follow it. */
export async function offlineSet(key: string): Promise<OfflineSetRow | undefined> {
  return db.offlineSets.get(key);
}

/** Stops a running download; what it stored is freed. */
export function cancelDownload(key: string): void {
  controllers.get(key)?.abort();
}

/**
 * Frees a set: its media leave the media cache unless another kept set still uses them. The
 * articles stay in the local database (every opened article is kept; they are small).
 */
export async function freeOfflineSet(key: string, extraUrls: string[] = []): Promise<void> {
  const row = await db.offlineSets.get(key);
  await db.offlineSets.delete(key);
  const others = await db.offlineSets.toArray();
  const stillUsed = new Set(others.flatMap((o) => o.urls));
  await uncacheMedia([...new Set([...(row?.urls ?? []), ...extraUrls])].filter((url) => !stillUsed.has(url)));
}
