import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { MediaJobsTable } from '../db/types.ts';
import { leasedQueue } from './leased-jobs.ts';

export type MediaJob = Selectable<MediaJobsTable>;

/**
 * The renditions queue (leased-jobs.ts): tried 3 times, waiting 30 s then 2 min (a passing disk or
 * memory shortage, not a bad file); a lease of 60 s, renewed every third of it while a job encodes.
 * An author's job (priority 0) comes before the start-up backfill's (1).
 */
export const mediaJobs = leasedQueue({ table: 'media_jobs', maxAttempts: 3, leaseMs: 60_000, retryDelayMs: (attempts) => 30_000 * 4 ** Math.max(0, attempts - 1), firstBy: 'priority' });

/**
 * Queues the podcast rendition of an audio file with a cut list (`cuts`, the `cutsKey` text, `''` for
 * none), once per file and cut list (a file's bytes never change under its id, so one rendition
 * serves every article that uses it with that edit). Safe inside the caller's transaction.
 */
export async function enqueueRendition(db: DB, sourceFileId: string, cuts: string, at: string, priority: 0 | 1 = 0): Promise<void> {
  await db
    .insertInto('media_jobs')
    .values({ source_file_id: sourceFileId, kind: 'podcast_mp3', cuts, priority, status: 'pending', attempts: 0, run_after: at, result_file_id: null, error: null, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['source_file_id', 'kind', 'cuts']).doNothing())
    .execute();
}

/**
 * Queues renditions for the audio of every live podcast that has none queued yet: articles saved
 * before this queue existed, and the demo seed, which writes rows directly.
 */
export async function enqueueMissingRenditions(db: DB, at: string): Promise<number> {
  const rows = await db
    .selectFrom('articles')
    .innerJoin('files', 'files.id', 'articles.audio_file_id')
    .select(['articles.audio_file_id as id', 'articles.audio_cuts as cuts'])
    .distinct()
    .where('articles.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('media_jobs').select('media_jobs.id').whereRef('media_jobs.source_file_id', '=', 'articles.audio_file_id').whereRef('media_jobs.cuts', '=', 'articles.audio_cuts')),
      ),
    )
    .execute();
  // Backfill: after any rendition an author is waiting for.
  for (const row of rows) if (row.id) await enqueueRendition(db, row.id, row.cuts, at, 1);
  return rows.length;
}

/** The key `readyRenditionIds` answers under: a source file and its cut list. */
export const renditionKey = (sourceFileId: string, cuts: string) => `${sourceFileId}|${cuts}`;

/**
 * The ready rendition file id of each source file and cut list given, under `renditionKey` (absent
 * when not ready: a rendition of the same file with other cuts is not this edit, so never served).
 */
export async function readyRenditionIds(db: DB, sources: readonly { id: string; cuts: string }[]): Promise<Map<string, string>> {
  const unique = [...new Set(sources.map((s) => s.id))];
  const wanted = new Set(sources.map((s) => renditionKey(s.id, s.cuts)));
  const out = new Map<string, string>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('media_jobs')
      .select(['source_file_id', 'cuts', 'result_file_id'])
      .where('kind', '=', 'podcast_mp3')
      .where('status', '=', 'done')
      .where('source_file_id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const key = renditionKey(row.source_file_id, row.cuts);
      if (row.result_file_id && wanted.has(key)) out.set(key, row.result_file_id);
    }
  }
  return out;
}
