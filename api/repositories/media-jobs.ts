import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { Database, MediaJobsTable } from '../db/types.ts';

export type MediaJob = Selectable<MediaJobsTable>;

/** A job is tried this many times (a crash during a run counts as a try) before it is `failed`. */
export const MAX_ATTEMPTS = 3;
/** Wait before try n + 1: 30 s, then 2 min (a passing disk or memory shortage, not a bad file). */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

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

/**
 * How long a running job holds without renewal; its worker renews it every third of this while it
 * encodes. Several instances share the database, so a `running` job is another worker's live work
 * until its lease lapses.
 */
export const JOB_LEASE_MS = 60_000;

const leaseEnd = (at: string) => new Date(new Date(at).getTime() + JOB_LEASE_MS).toISOString();

/**
 * Jobs whose worker died (its lease lapsed; rows from before leases have none) go back to `pending`,
 * or to `failed` when they have used their tries, so a file that crashes the process cannot crash
 * it forever. Run at start and before each poll: a surviving instance picks up a dead one's job.
 */
export async function recoverInterruptedJobs(db: DB, at: string): Promise<void> {
  const lapsed = (eb: ExpressionBuilder<Database, 'media_jobs'>) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]);
  await db
    .updateTable('media_jobs')
    .set({ status: 'failed', error: 'Interrupted by a restart on its last try.', owner: null, lease_until: null, updated_at: at })
    .where('status', '=', 'running')
    .where('attempts', '>=', MAX_ATTEMPTS)
    .where(lapsed)
    .execute();
  await db.updateTable('media_jobs').set({ status: 'pending', run_after: at, owner: null, lease_until: null, updated_at: at }).where('status', '=', 'running').where(lapsed).execute();
}

/**
 * Takes the oldest due pending job (an author's before the backfill) for worker `owner`, marking it
 * running under a lease and counting the try; null when none is due. The take is one conditional
 * update, so two workers reading the same job cannot both run it: the loser tries the next one.
 */
export async function claimNextJob(db: DB, at: string, owner: string): Promise<MediaJob | null> {
  for (let tries = 0; tries < 5; tries++) {
    const job = await db
      .selectFrom('media_jobs')
      .selectAll()
      .where('status', '=', 'pending')
      .where('run_after', '<=', at)
      .orderBy('priority')
      .orderBy('run_after')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!job) return null;
    const claimed = { status: 'running' as const, attempts: job.attempts + 1, owner, lease_until: leaseEnd(at), updated_at: at };
    const result = await db.updateTable('media_jobs').set(claimed).where('id', '=', job.id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return { ...job, ...claimed };
  }
  return null;
}

/** Extends the lease of a job `owner` is running; false when it is no longer its own. */
export async function renewJobLease(db: DB, id: number, owner: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('media_jobs')
    .set({ lease_until: leaseEnd(at) })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The job is done: its rendition is the file `resultFileId`. */
export async function completeJob(db: DB, id: number, resultFileId: string, at: string): Promise<void> {
  await db.updateTable('media_jobs').set({ status: 'done', result_file_id: resultFileId, error: null, owner: null, lease_until: null, updated_at: at }).where('id', '=', id).execute();
}

/** A failed try: retried later while tries remain (unless `forGood`), else `failed` for good with the reason kept. */
export async function failJob(db: DB, job: MediaJob, error: string, now: Date, options: { forGood?: boolean } = {}): Promise<void> {
  const at = now.toISOString();
  // A file that does not decode will not decode on a later try either.
  const final = options.forGood === true || job.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('media_jobs')
    .set({
      status: final ? 'failed' : 'pending',
      run_after: final ? job.run_after : new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString(),
      error: error.slice(0, 2000),
      owner: null,
      lease_until: null,
      updated_at: at,
    })
    .where('id', '=', job.id)
    .execute();
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
