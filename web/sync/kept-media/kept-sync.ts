import { ApiRequestError } from '#web/lib/api-client.ts';
import { db } from '#web/db/database.ts';
import { downloadSettings } from '#web/db/download-settings.ts';
import { keptArticleDetail } from '#web/db/kept-articles.ts';
import { onEndedMedia, type EndedMedia } from '../ended-media.ts';
import { finishedAmong, markEnded } from '../finished.ts';
import { onConnectionChange } from '../network-policy.ts';
import { reconcileBackgroundFetches, runDownloadQueue } from './download-queue.ts';
import { forgetSet, freeKeptItem } from './free-kept.ts';
import { mediaOf, waitsForRendition } from './media-urls.ts';
import { isPlanning, keepOffline } from './offline-sets.ts';

/**
 * With "automatically remove finished episodes and read articles" on, frees every kept article
 * the reader finished (`isFinished`); a kept collection then leaves it out on later syncs.
 */
export async function removeFinished(): Promise<number> {
  if (!(await downloadSettings()).autoRemoveFinished) return 0;
  const sets = await db.offlineSets.toArray();
  const finished = await finishedAmong([...new Set(sets.flatMap((s) => (s.items ?? []).map((i) => i.articleId)))]);
  let freed = 0;
  for (const set of sets)
    for (const item of set.items ?? [])
      if (finished.has(item.articleId)) {
        await freeKeptItem(set.key, item.articleId, { skip: true });
        freed++;
      }
  return freed;
}

/**
 * After each sync: every kept collection of `userId` follows the server (articles added on another
 * device are kept, removed ones freed, a deleted collection forgotten), then finished items go
 * when the reader asked for it. A collection that cannot be listed now is left as it is.
 */
export async function syncKeptSets(userId: string): Promise<void> {
  const sets = await db.offlineSets
    .where('kind')
    .equals('collection')
    .filter((s) => s.userId === userId)
    .toArray();
  for (const set of sets) {
    if (isPlanning(set.key)) continue;
    try {
      await keepOffline({ kind: 'collection', id: set.targetId, userId }, undefined, { follow: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) await forgetSet(set.key);
      // Otherwise (offline, disk full, cap) the set shows its problem; the next sync tries again.
    }
  }
  await followRenditions(userId);
  await removeFinished();
}

/**
 * Kept single articles (not collections, which the loop above follows) whose media miss what the
 * story plays: a podcast kept before its rendition was made, or whose rendition the kept copy has
 * learnt of since. Each is kept again (`follow`): the rendition is fetched; what was kept stays.
 */
async function followRenditions(userId: string): Promise<void> {
  const sets = await db.offlineSets
    .where('kind')
    .equals('article')
    .filter((s) => (s.userId === userId || s.userId === null) && s.status !== 'downloading')
    .toArray();
  for (const set of sets) {
    if (isPlanning(set.key)) continue;
    const detail = await keptArticleDetail(set.targetId);
    const kept = new Set((set.items ?? []).flatMap((i) => i.media.map((m) => m.url)));
    if (!detail || !(waitsForRendition(detail) || mediaOf(detail).some((m) => !kept.has(m.url)))) continue;
    // Offline, or the disk is full: the set shows its problem and the next sync tries again.
    await keepOffline({ kind: 'article', id: set.targetId, userId: set.userId }, [set.targetId], { follow: true }).catch(() => undefined);
  }
}

/**
 * Marks the kept article whose medium played to its end, then applies auto-removal. The article
 * is found by its id, else by the medium's path: a kept copy may be of an earlier file than the
 * one the page played (the server's rendition replaced it after the reader kept the episode).
 */
export async function markEndedIfKept({ path, articleId }: EndedMedia): Promise<void> {
  const items = (await db.offlineSets.toArray()).flatMap((s) => s.items ?? []);
  const item = items.find((i) => articleId !== undefined && i.articleId === articleId) ?? items.find((i) => i.media.some((m) => m.url === path));
  if (!item) return;
  await markEnded(item.articleId);
  await removeFinished();
}

/**
 * Sets of `userId` (or of no one) left `downloading` with nothing queued: their planning was cut
 * short by a reload or a closed tab. Each is listed again (articles already stored are not fetched
 * twice), unless the reader is keeping it right now: the offline core starts once the page is idle,
 * and a "Keep offline" tapped before that is planning the very set this would take over (it then
 * aborted the reader's download, waiting on its size confirmation, and showed a failure).
 */
export async function resumeCutPlanning(userId: string | null): Promise<void> {
  const cut = await db.offlineSets.filter((s) => s.status === 'downloading' && !s.problem).toArray();
  const queued = new Set((await db.downloadQueue.toArray()).flatMap((r) => r.setKeys));
  for (const set of cut.filter((s) => !queued.has(s.key) && (s.userId === userId || s.userId === null))) {
    if (isPlanning(set.key)) continue;
    await keepOffline({ kind: set.kind, id: set.targetId, userId: set.userId }, set.kind === 'article' ? [set.targetId] : undefined, { follow: true }).catch(() => undefined);
  }
}

let started = false;

/**
 * The offline core's download part (once per page): resumes the queue left by a reload or a
 * closed tab (and sets whose planning was cut short), takes back files a Background Fetch
 * finished meanwhile, runs again on `online` and on a connection change, and follows media
 * played to their end for auto-removal.
 */
export function startDownloads(userId: () => string | null): void {
  if (started) return;
  started = true;
  const resume = async () => {
    await reconcileBackgroundFetches();
    await resumeCutPlanning(userId());
    await runDownloadQueue();
  };
  void resume();
  window.addEventListener('online', () => void runDownloadQueue());
  onConnectionChange(() => void runDownloadQueue());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'kept-media-fetched') void reconcileBackgroundFetches().then(() => runDownloadQueue());
  });
  onEndedMedia((ended) => void markEndedIfKept(ended));
}
