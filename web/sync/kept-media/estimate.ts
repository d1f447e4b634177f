import { db } from '#web/db/database.ts';
import { downloadSettings } from '#web/db/download-settings.ts';
import { estimateStorage } from '#web/db/storage.ts';
import { finishedAmong } from '../finished.ts';
import { evictionCandidates, keptBytes } from './download-rules.ts';

/** A download's estimate shown before it starts (issue 12: "storage estimate before a large download"). */
export interface DownloadEstimate {
  /** Articles it adds. */
  articleCount: number;
  /** Bytes of the media to fetch, from the sizes the server gave. */
  bytes: number;
  /** Media files whose size the server did not give (counted as 0 in `bytes`). */
  unknownSizes: number;
  /** Space the browser still allows this site (`quota - usage`), null where it does not say. */
  free: number | null;
  /** Room left under the reader's cap (counting finished items the cap would free), null with no cap. */
  capLeft: number | null;
}

/** A download is "large" from this many bytes of media… */
export const LARGE_DOWNLOAD_BYTES = 50e6;
/** …or this many articles (more than `GET /api/collections` lists in a summary). */
export const LARGE_DOWNLOAD_ARTICLES = 20;

/** The estimate for fetching `media` for `articleCount` new articles, against free space and the cap. */
export async function estimateDownload(articleCount: number, media: { size: number }[]): Promise<DownloadEstimate> {
  const [storage, settings, sets] = await Promise.all([estimateStorage().catch(() => null), downloadSettings(), db.offlineSets.toArray()]);
  const candidates = settings.capBytes === null ? [] : evictionCandidates(sets);
  const finished = await finishedAmong([...new Set(candidates.map((c) => c.articleId))]);
  const freeable = candidates.filter((c) => finished.has(c.articleId)).reduce((sum, c) => sum + c.bytes, 0);
  return {
    articleCount,
    bytes: media.reduce((sum, m) => sum + m.size, 0),
    unknownSizes: media.filter((m) => m.size <= 0).length,
    free: storage && storage.quota > 0 ? Math.max(0, storage.quota - storage.usage) : null,
    capLeft: settings.capBytes === null ? null : Math.max(0, settings.capBytes - keptBytes(sets) + freeable),
  };
}

/** Whether to ask before downloading: many bytes or articles, or more than the free space or the cap allows. */
export function isLargeDownload(e: DownloadEstimate): boolean {
  return e.bytes >= LARGE_DOWNLOAD_BYTES || e.articleCount > LARGE_DOWNLOAD_ARTICLES || (e.free !== null && e.bytes > e.free) || (e.capLeft !== null && e.bytes > e.capLeft);
}
