import type { ExpressionBuilder, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { Database } from '../db/types.ts';

/**
 * A job queue in a database table, shared by every instance (the podcast renditions, the
 * notification fan-out): a worker takes a job by one conditional update, under a lease it renews
 * while it works; a worker that dies leaves a lease that lapses, and another takes the job again.
 * A failed try waits a backoff; the last one leaves the job `failed` with its reason.
 */
export type LeasedTable = 'media_jobs' | 'notification_jobs';

/** The columns every leased table has, and only those: what this module reads and writes. */
interface LeasedColumns {
  id: number;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  run_after: string;
  owner: string | null;
  lease_until: string | null;
  error: string | null;
  updated_at: string;
}

// Kysely cannot type a query on "one of these tables": the queries are written against the shared
// columns of a table named `jobs` and run on the real table, which has every one of them.
type JobsDb = Kysely<{ jobs: LeasedColumns }>;

export interface LeasedQueueRules<T extends LeasedTable> {
  table: T;
  /** A job is tried this many times (a crash during a run counts as a try) before it is `failed`. */
  maxAttempts: number;
  /** How long a running job holds without renewal. */
  leaseMs: number;
  /** Wait before try `attempts` + 1. */
  retryDelayMs: (attempts: number) => number;
  /** Which due job comes first: a column of the table before `run_after`, `id` (the renditions' `priority`). */
  firstBy?: 'priority';
}

/** What the worker writes beside the queue's own columns (a rendition's result, a fan-out's progress). */
type Extra<T extends LeasedTable> = Omit<Updateable<Database[T]>, keyof LeasedColumns>;

export function leasedQueue<T extends LeasedTable>(rules: LeasedQueueRules<T>) {
  type Job = Selectable<Database[T]>;
  const jobs = (db: DB) => db as unknown as JobsDb;
  const from = rules.table as unknown as 'jobs';
  const leaseEnd = (at: string) => new Date(new Date(at).getTime() + rules.leaseMs).toISOString();

  return {
    ...rules,

    /**
     * Running jobs whose lease lapsed (their worker died; rows from before leases have none) go back
     * to `pending`, or to `failed` on their last try, so a job that crashes the process cannot crash
     * it forever. Run at start and before each poll: a surviving instance picks up a dead one's job.
     */
    async recover(db: DB, at: string): Promise<void> {
      const lapsed = (eb: ExpressionBuilder<{ jobs: LeasedColumns }, 'jobs'>) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]);
      await jobs(db)
        .updateTable(from)
        .set({ status: 'failed', error: 'Interrupted on its last try (its worker stopped or restarted).', owner: null, lease_until: null, updated_at: at })
        .where('status', '=', 'running')
        .where('attempts', '>=', rules.maxAttempts)
        .where(lapsed)
        .execute();
      await jobs(db).updateTable(from).set({ status: 'pending', run_after: at, owner: null, lease_until: null, updated_at: at }).where('status', '=', 'running').where(lapsed).execute();
    },

    /**
     * Takes the first due job for worker `owner`, running under a lease, its try counted; null when
     * none is due. One conditional update: two workers reading the same job never both take it.
     */
    async claim(db: DB, at: string, owner: string): Promise<Job | null> {
      for (let tries = 0; tries < 5; tries++) {
        let first = jobs(db).selectFrom(from).selectAll().where('status', '=', 'pending').where('run_after', '<=', at);
        if (rules.firstBy) first = first.orderBy(rules.firstBy as unknown as 'id');
        const job = await first.orderBy('run_after').orderBy('id').limit(1).executeTakeFirst();
        if (!job) return null;
        const claimed = { status: 'running' as const, attempts: job.attempts + 1, owner, lease_until: leaseEnd(at), updated_at: at };
        const result = await jobs(db).updateTable(from).set(claimed).where('id', '=', job.id).where('status', '=', 'pending').executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return { ...job, ...claimed } as unknown as Job;
      }
      return null;
    },

    /** Extends the lease of a job `owner` runs (with `extra`, e.g. its progress); false once it is no longer its own. */
    async renew(db: DB, id: number, owner: string, at: string, extra: Extra<T> = {} as Extra<T>): Promise<boolean> {
      const result = await jobs(db)
        .updateTable(from)
        .set({ ...(extra as object), lease_until: leaseEnd(at), updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('owner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The job `owner` ran is done (with `extra`, e.g. its result). */
    async complete(db: DB, id: number, owner: string, at: string, extra: Extra<T> = {} as Extra<T>): Promise<void> {
      await jobs(db)
        .updateTable(from)
        .set({ ...(extra as object), status: 'done', error: null, owner: null, lease_until: null, updated_at: at })
        .where('id', '=', id)
        .where('owner', '=', owner)
        .execute();
    },

    /** Gives a job back untried (its worker is stopping): pending now, its try not counted. */
    async release(db: DB, job: Pick<LeasedColumns, 'id' | 'attempts'>, owner: string, at: string): Promise<void> {
      await jobs(db)
        .updateTable(from)
        .set({ status: 'pending', attempts: job.attempts - 1, run_after: at, owner: null, lease_until: null, updated_at: at })
        .where('id', '=', job.id)
        .where('owner', '=', owner)
        .execute();
    },

    /** A failed try: pending again after the backoff while tries remain (unless `forGood`), else `failed` with the reason kept. */
    async fail(db: DB, job: Pick<LeasedColumns, 'id' | 'attempts' | 'run_after'>, owner: string, error: string, now: Date, options: { forGood?: boolean } = {}): Promise<void> {
      const final = options.forGood === true || job.attempts >= rules.maxAttempts;
      await jobs(db)
        .updateTable(from)
        .set({
          status: final ? 'failed' : 'pending',
          run_after: final ? job.run_after : new Date(now.getTime() + rules.retryDelayMs(job.attempts)).toISOString(),
          error: error.slice(0, 2000),
          owner: null,
          lease_until: null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', job.id)
        .where('owner', '=', owner)
        .execute();
    },
  };
}
