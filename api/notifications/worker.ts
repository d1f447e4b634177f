import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import { pollLoop } from '../jobs/poll-loop.ts';
import { notificationJobs } from '../repositories/notification-jobs.ts';
import { fanOut, LeaseLostError, WorkerStoppingError, type CreatedNotifications } from '../repositories/notification-fan-out.ts';

export interface NotificationWorkerOptions {
  db: DB;
  now: () => Date;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Followers served per batch of an article's fan-out. */
  batchSize?: number;
  /**
   * Called after each statement that made notifications, outside its transaction. THE HOOK FOR
   * PUSH (issue #29, a later part): send the pushes of `created` here, to the recipients' stored
   * subscriptions, honouring their `push` preference. A throw fails the job's try: it is retried
   * with backoff, its rows are not made twice (unique group keys; an article resumes after its last
   * batch handed over) but are handed over again: at least once.
   */
  afterCreated?: (created: CreatedNotifications) => Promise<void>;
}

/**
 * Batches of 1,000 followers: about 10 ms of writing each on SQLite (the bench: ~100,000 a second),
 * the longest a request waits behind the fan-out for the one connection; a lease renewed per
 * batch never lapses.
 */
export const DEFAULT_BATCH_SIZE = 1000;

/**
 * After each batch the worker waits this share of the batch's time, on SQLite. There the app has
 * one connection and requests take it query by query: a worker writing batch after batch made a
 * publish (some forty queries) wait behind every batch of a 100,000-follower fan-out, over a
 * second (the bench); with this pause, requests run between batches and the fan-out still makes
 * tens of thousands of notifications a second. PostgreSQL gives requests their own connections.
 */
export const SQLITE_BREATHING_RATIO = 1;

/**
 * Makes notifications off the request path (issue #29) from the `notification_jobs` queue, shared
 * by every instance. Each instance runs one worker, started by api/server.ts; tests call `drain`.
 */
export class NotificationWorker {
  private readonly loop: ReturnType<typeof pollLoop>;
  private readonly batchSize: number;
  /** Set by `stop`: the job in hand stops between batches and goes back to the queue. */
  private stopping = false;
  /** This worker's name on the jobs it runs (`notification_jobs.owner`). */
  readonly id = randomUUID();

  constructor(private readonly options: NotificationWorkerOptions) {
    this.loop = pollLoop('notifications', options.pollMs ?? 1000, () => this.drain());
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  }

  start(): void {
    this.stopping = false;
    this.loop.start();
  }

  /** Stops polling and waits for the job in hand (a job cut off by exit is taken again after its lease). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
  }

  /** Takes over jobs of dead workers, then runs every due job; answers how many ran. */
  async drain(): Promise<number> {
    await notificationJobs.recover(this.options.db, this.options.now().toISOString());
    let ran = 0;
    while (!this.stopping && (await this.runOnce())) ran++;
    return ran;
  }

  /** Claims and runs the next due job; false when none is due. */
  async runOnce(): Promise<boolean> {
    const { db, now } = this.options;
    const job = await notificationJobs.claim(db, now().toISOString(), this.id);
    if (!job) return false;
    try {
      await fanOut({
        db,
        job,
        at: now().toISOString(),
        now: now(),
        batchSize: this.batchSize,
        saveProgress: (progress) => notificationJobs.renew(db, job.id, this.id, now().toISOString(), { progress }),
        created: this.options.afterCreated ?? (() => Promise.resolve()),
        stopping: () => this.stopping,
        breathe: (batchMs) => (isPostgres(db) ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, batchMs * SQLITE_BREATHING_RATIO))),
      });
      await notificationJobs.complete(db, job.id, this.id, now().toISOString());
    } catch (error) {
      // Another worker holds it now: its try, not ours, decides.
      if (error instanceof LeaseLostError) return true;
      if (error instanceof WorkerStoppingError) {
        await notificationJobs.release(db, job, this.id, now().toISOString());
        return false;
      }
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[notifications] job ${job.id} (${job.event} ${job.subject_id}) try ${job.attempts} failed: ${message}`);
      await notificationJobs.fail(db, job, this.id, message, now());
    }
    return true;
  }
}
