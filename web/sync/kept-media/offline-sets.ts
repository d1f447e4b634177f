import type { ArticleDetail, ArticleSummary } from '#api/schemas/article.ts';
import { CommentPageSchema } from '#api/schemas/comments.ts';
import * as v from 'valibot';
import type { ListResponse } from '#api/schemas/list.ts';
import { api, apiFetch, ApiRequestError, readJson, readResponse } from '#web/lib/api-client.ts';
import { db } from '#web/db/database.ts';
import { persistenceAnswer, savePersistenceAnswer } from '#web/db/download-settings.ts';
import { keptArticleDetail, rememberArticle, toSummary } from '#web/db/kept-articles.ts';
import { KEPT_THREAD_COMMENTS, rememberThread } from '#web/db/kept-threads.ts';
import type { KeptItem, OfflineSetRow } from '#web/db/local-rows.ts';
import { requestPersistence } from '#web/db/storage.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { dropQueued, enqueueMedia, reportProgress, runDownloadQueue } from './download-queue.ts';
import { estimateDownload, isLargeDownload, type DownloadEstimate } from './estimate.ts';
import { forgetSet, freeKeptItem } from './free-kept.ts';
import { cachedUrls } from './kept-media-cache.ts';
import { mediaOf, uniqueMedia, waitsForRendition } from './media-urls.ts';

/** The reader's cap stopped the download (Downloads view: raise it or free something). */
export class CapReachedError extends Error {
  override readonly name = 'CapReachedError';
}

const planners = new Map<string, AbortController>();
/** Articles of a collection fetched at once when keeping it (the endpoint's most). */
const KEEP_PAGE = 50;
/** Article bodies fetched side by side while planning. */
const DETAIL_CONCURRENCY = 4;

/** Key of the set for a collection or a single article. */
export const offlineSetKey = (kind: OfflineSetRow['kind'], id: string) => `${kind}:${id}`;

/** Every article id of a collection, newest added first, paging `GET /api/collections/:id/articles`. */
export async function collectionArticleIds(id: string, signal?: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  for (let cursor: string | undefined; ;) {
    const query = cursor ? { limit: String(KEEP_PAGE), cursor } : { limit: String(KEEP_PAGE) };
    const page: ListResponse<ArticleSummary> = await readResponse(api.collections[':id'].articles.$get({ param: { id }, query }, { init: { signal } }));
    ids.push(...page.items.map((a) => a.id));
    if (!page.nextCursor || page.items.length === 0) return ids;
    cursor = page.nextCursor;
  }
}

/**
 * Keeps the first comments of a kept article (issue #28: "a kept article or collection also keeps
 * its thread"), as the story's thread asks for them (oldest first). A thread that cannot be read
 * leaves the article kept without it: the download goes on.
 */
async function keepThread(id: string, signal: AbortSignal): Promise<void> {
  try {
    const res = await apiFetch(`/api/articles/${id}/comments?sort=oldest&limit=${KEPT_THREAD_COMMENTS}`, { signal });
    await rememberThread(id, v.parse(CommentPageSchema, await readJson<unknown>(res)));
  } catch {
    // Offline, refused or cancelled: the story shows its thread when read online.
  }
}

async function fetchDetail(id: string, signal: AbortSignal): Promise<ArticleDetail | null> {
  try {
    const detail = await readResponse(api.articles[':id'].$get({ param: { id } }, { init: { signal } }));
    await rememberArticle(detail);
    await keepThread(id, signal);
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
 * An item the set already has, with the media its article shows now: a podcast kept before its
 * rendition existed is asked for again (the story plays the rendition, so it must be kept too), and
 * a rendition the kept copy learnt of since (the story page polled it) is added. Nothing is dropped:
 * the original stays kept with the rendition.
 */
async function refreshedItem(had: KeptItem, signal: AbortSignal): Promise<KeptItem> {
  const kept = await keptArticleDetail(had.articleId);
  const detail = kept && waitsForRendition(kept) ? ((await fetchDetail(had.articleId, signal)) ?? kept) : kept;
  if (!detail) return had;
  const media = uniqueMedia([...had.media, ...mediaOf(detail)]);
  return media.length === had.media.length ? had : { ...had, media };
}

/** The items for `ids`: the ones the set already has (brought up to date), the others from their article. */
async function itemsFor(ids: string[], known: KeptItem[], signal: AbortSignal, onDone: (n: number) => void): Promise<KeptItem[]> {
  const byId = new Map(known.map((i) => [i.articleId, i]));
  const out = new Map<string, KeptItem>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const had = byId.get(id);
      const detail = had ? null : await fetchDetail(id, signal);
      if (had) out.set(id, await refreshedItem(had, signal));
      else if (detail) out.set(id, { articleId: id, media: uniqueMedia(mediaOf(detail)), keptAt: Date.now() });
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: DETAIL_CONCURRENCY }, worker));
  return ids.flatMap((id) => out.get(id) ?? []);
}

/** Asks `navigator.storage.persist()` once, at the first download, and keeps the answer for the Downloads view. */
async function askPersistenceOnce(): Promise<void> {
  if (await persistenceAnswer()) return;
  await savePersistenceAnswer(await requestPersistence());
}

/** What `keepOffline` may ask the reader before a large download. */
export interface KeepOptions {
  /** Shown the estimate of a large download; resolves to whether to go on. */
  confirm?: (estimate: DownloadEstimate) => Promise<boolean>;
  /**
   * Follow a set already kept (a sync, a resume after a reload) rather than keep a new one: a set
   * the reader freed meanwhile stays freed, and no progress shows unless new articles come.
   */
  follow?: boolean;
}

const aborted = () => new DOMException('The download was cancelled.', 'AbortError');

/**
 * Makes a set available offline (architecture.md §5, issue 12): every article of a collection
 * (paged from the server) or the given ones, each stored with its body, then their media
 * (covers, images, audio and its rendition, video) queued in the persistent download queue and
 * fetched with progress (`downloadsAtom`), cancel, the cap and "Wi-Fi only". Articles the set
 * already holds are not fetched again; articles gone from the collection are freed. A large
 * download first goes through `options.confirm` (null when the reader declines). Rejects with
 * `StorageFullError` or `CapReachedError` when the download had to stop; what was stored stays.
 */
export async function keepOffline(target: { kind: OfflineSetRow['kind']; id: string; userId: string | null }, articleIds?: string[], options: KeepOptions = {}): Promise<OfflineSetRow | null> {
  const key = offlineSetKey(target.kind, target.id);
  planners.get(key)?.abort();
  const controller = new AbortController();
  planners.set(key, controller);
  try {
    void askPersistenceOnce();
    const previous = await db.offlineSets.get(key);
    if (options.follow && !previous) return null;
    const skipped = previous?.skippedIds ?? [];
    if (!options.follow) reportProgress(key, 0);
    const listed = articleIds ?? (await collectionArticleIds(target.id, controller.signal));
    if (controller.signal.aborted) throw aborted();
    const ids = listed.filter((id) => !skipped.includes(id));
    const base: OfflineSetRow = previous ?? {
      key,
      kind: target.kind,
      targetId: target.id,
      userId: target.userId,
      articleIds: [],
      urls: [],
      bytes: 0,
      status: 'downloading',
      savedAt: Date.now(),
      items: [],
      skippedIds: [],
    };
    if (!previous) await db.offlineSets.put(base);
    const fresh = ids.filter((id) => !(base.items ?? []).some((had) => had.articleId === id)).length;
    const showProgress = !options.follow || fresh > 0;
    if (showProgress) reportProgress(key, 0);
    const items = await itemsFor(ids, base.items ?? [], controller.signal, (n) => {
      if (showProgress) reportProgress(key, (n / Math.max(1, ids.length)) * 10);
    });
    if (controller.signal.aborted) throw aborted();
    for (const gone of (base.items ?? []).filter((i) => !ids.includes(i.articleId))) await freeKeptItem(key, gone.articleId, { skip: false });
    const media = uniqueMedia(items.flatMap((i) => i.media));
    const stored = await cachedUrls(media.map((m) => m.url));
    const todo = media.filter((m) => !stored.has(m.url));
    if (options.confirm) {
      const estimate = await estimateDownload(fresh, todo);
      if (isLargeDownload(estimate) && !(await options.confirm(estimate))) {
        if (!previous) await db.offlineSets.delete(key);
        return null;
      }
    }
    const urls = media.filter((m) => stored.has(m.url)).map((m) => m.url);
    // One transaction with the queue, checked against the reader's free/cancel (which aborts first,
    // then deletes): a set freed while this ran is not written back nor its media queued again.
    await db.transaction('rw', [db.offlineSets, db.downloadQueue], async () => {
      const now = await db.offlineSets.get(key);
      if (controller.signal.aborted || !now) throw aborted();
      const row: OfflineSetRow = {
        ...now,
        articleIds: items.map((i) => i.articleId),
        items,
        urls,
        bytes: media.filter((m) => stored.has(m.url)).reduce((sum, m) => sum + m.size, 0),
        status: todo.length > 0 ? 'downloading' : 'ready',
      };
      delete row.problem;
      await db.offlineSets.put(row);
      await enqueueMedia(key, todo);
    });
  } catch (error) {
    if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    await db.offlineSets.update(key, { status: 'partial', problem: 'failed' });
    throw error;
  } finally {
    if (planners.get(key) === controller) planners.delete(key);
    reportProgress(key, null);
  }
  await runDownloadQueue();
  const final = await db.offlineSets.get(key);
  if (!final) throw aborted();
  if (final.problem === 'full') throw new StorageFullError('The device storage is full.');
  if (final.problem === 'cap') throw new CapReachedError('The storage cap is reached.');
  if (final.problem === 'failed') throw new Error('The download stopped.');
  return final;
}

/** Whether `keepOffline` is listing or asking for `key` right now (a sync then leaves that set alone). */
export function isPlanning(key: string): boolean {
  return planners.has(key);
}

/** The kept set under `key` (undefined when none): read it in a live query to follow it. */
export async function offlineSet(key: string): Promise<OfflineSetRow | undefined> {
  return db.offlineSets.get(key);
}

/** Every kept set, newest first (the Downloads view). */
export async function offlineSets(): Promise<OfflineSetRow[]> {
  return (await db.offlineSets.toArray()).sort((a, b) => b.savedAt - a.savedAt);
}

/** Stops a set's download; what it stored is freed. */
export async function cancelDownload(key: string): Promise<void> {
  planners.get(key)?.abort();
  await dropQueued([key]);
  await forgetSet(key);
}

/** Frees a set (the reader's "Free space" / "Remove"): out of the queue, media out of the cache unless shared. */
export async function freeOfflineSet(key: string): Promise<void> {
  planners.get(key)?.abort();
  await dropQueued([key]);
  await forgetSet(key);
}

/** Frees one article of a set (Downloads view); in a collection it stays out on later syncs. */
export async function freeOfflineItem(key: string, articleId: string): Promise<void> {
  await freeKeptItem(key, articleId, { skip: true });
}

/**
 * Offline, the articles of a kept collection as one page (every kept one, newest added first;
 * `nextCursor` null): undefined when the collection is not kept here.
 */
export async function keptCollectionPage(collectionId: string): Promise<ListResponse<ArticleSummary> | undefined> {
  const set = await db.offlineSets.get(offlineSetKey('collection', collectionId));
  if (!set) return undefined;
  const rows = await db.articles.bulkGet(set.articleIds);
  const items = rows.filter((r) => r && !r.deletedAt).map((r) => toSummary(r!.detail.article));
  return { items, total: items.length, nextCursor: null };
}
