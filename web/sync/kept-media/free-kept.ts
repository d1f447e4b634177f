import { db } from '#web/db/database.ts';
import type { OfflineSetRow } from '#web/db/local-rows.ts';
import { uncacheMedia } from './kept-media-cache.ts';

/** Every media URL the sets use (stored, or needed by one of their items). */
function usedUrls(sets: OfflineSetRow[]): Set<string> {
  return new Set(sets.flatMap((s) => [...s.urls, ...(s.items ?? []).flatMap((i) => i.media.map((m) => m.url))]));
}

/**
 * Frees one kept article of a set: its media leave the media cache (and the queue) unless another
 * kept article uses them. With `skip` (the reader, the cap or auto-removal freed it) a kept
 * collection remembers it, so the next sync does not download it again; without (it left the
 * collection) it comes back if it is added again. A single kept article's set goes away.
 */
export async function freeKeptItem(setKey: string, articleId: string, { skip }: { skip: boolean }): Promise<void> {
  const freed = await db.transaction('rw', [db.offlineSets, db.downloadQueue], async () => {
    const set = await db.offlineSets.get(setKey);
    const item = set?.items?.find((i) => i.articleId === articleId);
    if (!set || !item) return [];
    const items = set.items!.filter((i) => i.articleId !== articleId);
    if (set.kind === 'article' || items.length === 0) await db.offlineSets.delete(setKey);
    const mine = new Set(items.flatMap((i) => i.media.map((m) => m.url)));
    if (set.kind === 'collection' && items.length > 0) {
      const sizes = new Map(items.flatMap((i) => i.media.map((m) => [m.url, m.size] as const)));
      const urls = set.urls.filter((u) => mine.has(u));
      const skippedIds = skip ? [...new Set([...(set.skippedIds ?? []), articleId])] : (set.skippedIds ?? []);
      await db.offlineSets.put({ ...set, items, urls, articleIds: set.articleIds.filter((id) => id !== articleId), skippedIds, bytes: urls.reduce((sum, u) => sum + (sizes.get(u) ?? 0), 0) });
    } else if (set.kind === 'collection') {
      // The last article of a kept collection: the collection stays kept (an empty set), new additions still come.
      await db.offlineSets.put({
        ...set,
        items: [],
        urls: [],
        articleIds: [],
        skippedIds: skip ? [...new Set([...(set.skippedIds ?? []), articleId])] : (set.skippedIds ?? []),
        bytes: 0,
        status: 'ready',
      });
    }
    const others = usedUrls((await db.offlineSets.toArray()).filter((s) => s.key !== setKey));
    const gone = item.media.map((m) => m.url).filter((u) => !mine.has(u) && !others.has(u));
    for (const url of gone) {
      const queued = await db.downloadQueue.get(url);
      if (!queued) continue;
      const rest = queued.setKeys.filter((k) => k !== setKey);
      if (rest.length === 0) await db.downloadQueue.delete(url);
      else await db.downloadQueue.put({ ...queued, setKeys: rest });
    }
    return gone;
  });
  await uncacheMedia(freed);
}

/**
 * Forgets a set: its media (and `extraUrls`) leave the media cache unless another kept set still
 * uses them. The articles stay in the local database (every opened article is kept; they are small).
 */
export async function forgetSet(key: string, extraUrls: string[] = []): Promise<void> {
  const row = await db.offlineSets.get(key);
  await db.offlineSets.delete(key);
  const stillUsed = usedUrls(await db.offlineSets.toArray());
  const mine = [...(row?.urls ?? []), ...(row?.items ?? []).flatMap((i) => i.media.map((m) => m.url)), ...extraUrls];
  await uncacheMedia([...new Set(mine)].filter((url) => !stillUsed.has(url)));
}
