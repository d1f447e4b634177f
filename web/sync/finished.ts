import { db } from '#web/db/database.ts';
import { getMeta, setMeta } from '#web/db/meta.ts';
import { isFinished as progressSaysFinished } from './progress.ts';

/**
 * Whether the reader is done with an article: an episode or video heard/seen to the end, an
 * article read. The Downloads cap and "remove finished" ask only this. Two sources answer: the
 * saved playback and reading positions (`./progress.ts`: ≥ 95 % or ended, here or on another
 * device), and a kept medium that played to its end on this device (the marks kept below).
 */
type FinishedSource = (articleId: string) => boolean | Promise<boolean>;

const ENDED_KEY = 'downloads.ended';
/** Enough memory for a large library; the oldest marks go first. */
const ENDED_MAX = 2000;

const sources: FinishedSource[] = [async (articleId) => (await endedIds()).includes(articleId), (articleId) => progressSaysFinished(articleId)];

/** Whether any source says the reader finished `articleId`. */
export async function isFinished(articleId: string): Promise<boolean> {
  for (const source of sources) if (await source(articleId)) return true;
  return false;
}

/** The finished ones among `articleIds`. */
export async function finishedAmong(articleIds: string[]): Promise<Set<string>> {
  const flags = await Promise.all(articleIds.map(async (id) => [id, await isFinished(id)] as const));
  return new Set(flags.filter(([, done]) => done).map(([id]) => id));
}

async function endedIds(): Promise<string[]> {
  return (await getMeta<string[]>(ENDED_KEY)) ?? [];
}

/** Records that a kept medium of `articleId` played to its end here. */
export async function markEnded(articleId: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const ids = (await endedIds()).filter((id) => id !== articleId);
    await setMeta(ENDED_KEY, [...ids, articleId].slice(-ENDED_MAX));
  });
}
