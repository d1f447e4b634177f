import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { NotificationEvent, NotificationJobsTable } from '../db/notification-types.ts';
import type { Database } from '../db/types.ts';

/**
 * The notification fan-out queue (issue #29), shared by every instance through the database, in
 * the manner of `media_jobs` (media-jobs.ts): a job is claimed by one conditional update under a
 * lease, renewed between batches; a worker that dies leaves a lease that lapses and another worker
 * takes the job again, resuming after `progress`.
 */
export type NotificationJob = Selectable<NotificationJobsTable>;

/** A job is tried this many times (a crash during a run counts as a try) before it is `failed`. */
export const MAX_ATTEMPTS = 5;
/** Wait before try n + 1: 10 s, 40 s, 2 min 40 s, 10 min (a database restarting, a push service down). */
export function retryDelayMs(attempts: number): number {
  return 10_000 * 4 ** Math.max(0, attempts - 1);
}
/** How long a running job holds without renewal; renewed at every batch, which takes well under a second. */
export const JOB_LEASE_MS = 30_000;

const leaseEnd = (at: string) => new Date(new Date(at).getTime() + JOB_LEASE_MS).toISOString();

export interface NotificationEventInput {
  event: NotificationEvent;
  subjectId: string;
  actorId: string | null;
  detail?: 'approved' | 'rejected' | 'banned';
}

/**
 * Queues the fan-out of an event: one small row, written in the caller's transaction, so the
 * request never waits for the notifications (a tribe may have 100,000 followers).
 */
export async function enqueueNotifications(db: DB, input: NotificationEventInput, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('notification_jobs')
    .values({
      event: input.event,
      subject_id: input.subjectId,
      actor_id: input.actorId,
      detail: input.detail ?? null,
      progress: null,
      status: 'pending',
      attempts: 0,
      run_after: at,
      owner: null,
      lease_until: null,
      error: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Running jobs whose lease lapsed (their worker died) go back to `pending`, or `failed` on their last try. */
export async function recoverNotificationJobs(db: DB, at: string): Promise<void> {
  const lapsed = (eb: ExpressionBuilder<Database, 'notification_jobs'>) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]);
  await db
    .updateTable('notification_jobs')
    .set({ status: 'failed', error: 'Interrupted on its last try.', owner: null, lease_until: null, updated_at: at })
    .where('status', '=', 'running')
    .where('attempts', '>=', MAX_ATTEMPTS)
    .where(lapsed)
    .execute();
  await db.updateTable('notification_jobs').set({ status: 'pending', run_after: at, owner: null, lease_until: null, updated_at: at }).where('status', '=', 'running').where(lapsed).execute();
}

/** Takes the oldest due job for `owner` (one conditional update: two workers never both take it). */
export async function claimNotificationJob(db: DB, at: string, owner: string): Promise<NotificationJob | null> {
  for (let tries = 0; tries < 5; tries++) {
    const job = await db.selectFrom('notification_jobs').selectAll().where('status', '=', 'pending').where('run_after', '<=', at).orderBy('run_after').orderBy('id').limit(1).executeTakeFirst();
    if (!job) return null;
    const claimed = { status: 'running' as const, attempts: job.attempts + 1, owner, lease_until: leaseEnd(at), updated_at: at };
    const result = await db.updateTable('notification_jobs').set(claimed).where('id', '=', job.id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return { ...job, ...claimed };
  }
  return null;
}

/**
 * Records a batch done (`progress`, the last follower served) and renews the lease; false when the
 * job is no longer `owner`'s (its lease lapsed and another took it): the caller stops.
 */
export async function advanceNotificationJob(db: DB, id: number, owner: string, progress: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable('notification_jobs')
    .set({ progress, lease_until: leaseEnd(at), updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a job back untried (its worker is stopping): pending now, its try not counted, its progress kept. */
export async function releaseNotificationJob(db: DB, job: NotificationJob, owner: string, at: string): Promise<void> {
  await db
    .updateTable('notification_jobs')
    .set({ status: 'pending', attempts: job.attempts - 1, run_after: at, owner: null, lease_until: null, updated_at: at })
    .where('id', '=', job.id)
    .where('owner', '=', owner)
    .execute();
}

export async function completeNotificationJob(db: DB, id: number, owner: string, at: string): Promise<void> {
  await db.updateTable('notification_jobs').set({ status: 'done', error: null, owner: null, lease_until: null, updated_at: at }).where('id', '=', id).where('owner', '=', owner).execute();
}

/** A failed try: pending again after a backoff while tries remain, else `failed` with the reason kept. */
export async function failNotificationJob(db: DB, job: NotificationJob, owner: string, error: string, now: Date): Promise<void> {
  const final = job.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('notification_jobs')
    .set({
      status: final ? 'failed' : 'pending',
      run_after: final ? job.run_after : new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString(),
      error: error.slice(0, 2000),
      owner: null,
      lease_until: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('owner', '=', owner)
    .execute();
}

/** Finished jobs are kept a day (done) or a month (failed, with their error, for whoever looks into it). */
export const DONE_JOB_RETENTION_MS = 24 * 3600_000;
export const FAILED_JOB_RETENTION_MS = 30 * 24 * 3600_000;

/** Deletes finished jobs past their retention (api/maintenance.ts), so the queue table stays small. */
export async function pruneNotificationJobs(db: DB, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await db.deleteFrom('notification_jobs').where('status', '=', 'done').where('updated_at', '<', before(DONE_JOB_RETENTION_MS)).execute();
  await db.deleteFrom('notification_jobs').where('status', '=', 'failed').where('updated_at', '<', before(FAILED_JOB_RETENTION_MS)).execute();
}
