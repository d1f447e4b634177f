import { db } from '#web/db/database.ts';
import { saveDownloadSettings, type DownloadSettings } from '#web/db/download-settings.ts';
import type { OfflineSetRow } from '#web/db/local-rows.ts';
import { runDownloadQueue } from './download-queue.ts';
import { itemBytes, keptBytes } from './download-rules.ts';
import { removeFinished } from './kept-sync.ts';

/** One kept article as the Downloads view lists it. */
export interface KeptItemView {
  articleId: string;
  title: string | null;
  slug: string | null;
  type: number | null;
  bytes: number;
  /** Every one of its media files is stored. */
  complete: boolean;
}

/** One kept set (a collection, or a single article) with its articles. */
export interface KeptSetView {
  key: string;
  kind: OfflineSetRow['kind'];
  targetId: string;
  /** The collection's name (null for a single article, or a collection no longer listed here). */
  name: string | null;
  isDefault: boolean;
  status: OfflineSetRow['status'];
  problem: OfflineSetRow['problem'] | null;
  bytes: number;
  items: KeptItemView[];
}

/** Everything the Downloads view shows: sets (collections first, by name), their total, and files queued. */
export interface DownloadsOverview {
  sets: KeptSetView[];
  totalBytes: number;
  queued: number;
}

/** The Downloads view's data, in one read (follow it with a live query). */
export async function downloadsOverview(): Promise<DownloadsOverview> {
  const [sets, queued] = await Promise.all([db.offlineSets.toArray(), db.downloadQueue.count()]);
  const collections = new Map((await db.collections.bulkGet(sets.filter((s) => s.kind === 'collection').map((s) => s.targetId))).flatMap((c) => (c ? [[c.id, c] as const] : [])));
  const ids = [...new Set(sets.flatMap((s) => s.items?.map((i) => i.articleId) ?? s.articleIds))];
  const articles = new Map((await db.articles.bulkGet(ids)).flatMap((a) => (a ? [[a.id, a.detail.article] as const] : [])));
  const views = sets.map((set): KeptSetView => {
    const items = set.items ?? set.articleIds.map((articleId) => ({ articleId, media: [], keptAt: set.savedAt }));
    const collection = set.kind === 'collection' ? collections.get(set.targetId) : undefined;
    return {
      key: set.key,
      kind: set.kind,
      targetId: set.targetId,
      name: collection?.name ?? null,
      isDefault: collection?.isDefault ?? false,
      status: set.status,
      problem: set.problem ?? null,
      bytes: set.items ? keptBytes([set]) : set.bytes,
      items: items.map((item) => ({
        articleId: item.articleId,
        title: articles.get(item.articleId)?.title ?? null,
        slug: articles.get(item.articleId)?.slug ?? null,
        type: articles.get(item.articleId)?.type ?? null,
        bytes: itemBytes(item),
        complete: item.media.every((m) => set.urls.includes(m.url)),
      })),
    };
  });
  views.sort((a, b) => Number(b.kind === 'collection') - Number(a.kind === 'collection') || Number(b.isDefault) - Number(a.isDefault) || (a.name ?? '').localeCompare(b.name ?? ''));
  return { sets: views, totalBytes: keptBytes(sets), queued };
}

/** Changes download settings, then applies them: the queue runs again (Wi-Fi, cap) and finished items go if asked. */
export async function changeDownloadSettings(patch: Partial<DownloadSettings>): Promise<void> {
  await saveDownloadSettings(patch);
  if (patch.autoRemoveFinished) await removeFinished();
  void runDownloadQueue();
}
