import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { NotificationEvent, NotificationJobsTable } from '../db/notification-types.ts';
import { leasedQueue } from './leased-jobs.ts';

/**
 * The notification fan-out queue (issue #29), shared by every instance through the database, in
 * a leased queue (leased-jobs.ts) as `media_jobs` is: the lease is renewed between batches, and a
 * job taken again after its worker died resumes after its `progress`.
 */
export type NotificationJob = Selectable<NotificationJobsTable>;

/**
 * The queue: tried 5 times, waiting 10 s, 40 s, 2 min 40 s, 10 min between tries (a database
 * restarting, a push service down); a lease of 30 s, renewed at every batch, which takes well under
 * a second.
 */
export const notificationJobs = leasedQueue({ table: 'notification_jobs', maxAttempts: 5, leaseMs: 30_000, retryDelayMs: (attempts) => 10_000 * 4 ** Math.max(0, attempts - 1) });

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

/** Finished jobs are kept a day (done) or a month (failed, with their error, for whoever looks into it). */
export const DONE_JOB_RETENTION_MS = 24 * 3600_000;
export const FAILED_JOB_RETENTION_MS = 30 * 24 * 3600_000;

/** Deletes finished jobs past their retention (api/maintenance.ts), so the queue table stays small. */
export async function pruneNotificationJobs(db: DB, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await db.deleteFrom('notification_jobs').where('status', '=', 'done').where('updated_at', '<', before(DONE_JOB_RETENTION_MS)).execute();
  await db.deleteFrom('notification_jobs').where('status', '=', 'failed').where('updated_at', '<', before(FAILED_JOB_RETENTION_MS)).execute();
}
