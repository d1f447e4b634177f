import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { DB } from '../db/connection.ts';

/** How long a lock holds without renewal by default (`UPLOAD_LOCK_SECONDS`): a lock of a dead instance lapses after this. */
export const UPLOAD_LOCK_TTL_MS = 10_000;
/** How often a holder renews its lock and looks for a request to release it. */
const RENEW_MS = 1000;
/** How often a request waiting for a lock tries again. */
const RETRY_MS = 200;
/** How long a request waits for a lock before it is refused (as @tus/server's own locker). */
const ACQUIRE_TIMEOUT_MS = 30_000;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * The tus locker of every deployment, one row per locked upload in `upload_locks`, so one request
 * at a time writes an upload across all the instances sharing the database (the in-memory locker
 * of @tus/server only sees its own process). It keeps the protocol's semantics: a request that
 * finds the upload locked asks the holder to let go (a client resuming after a cut connection
 * takes over from the request the server still believes alive), and waits until it does. The
 * holder renews its row every second; when its instance dies, the row lapses after `ttlMs` (10 s
 * unless `UPLOAD_LOCK_SECONDS` says otherwise).
 * Wall-clock time, not the app's clock: the rows are shared by processes.
 */
export class DbLocker implements Locker {
  constructor(
    private readonly db: DB,
    private readonly ttlMs = UPLOAD_LOCK_TTL_MS,
  ) {}

  newLock(id: string): Lock {
    return new DbLock(this.db, id, this.ttlMs);
  }
}

class DbLock implements Lock {
  private readonly holder = randomBytes(12).toString('hex');
  private renewal: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: DB,
    private readonly id: string,
    private readonly ttlMs: number,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    while (!(await this.tryAcquire())) {
      if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await this.db.updateTable('upload_locks').set({ release_requested: 1 }).where('id', '=', this.id).execute();
      await sleep(RETRY_MS, stopSignal);
    }
    let released = false;
    this.renewal = setInterval(() => {
      void this.renew().then(
        (keep) => {
          if (keep || released) return;
          released = true;
          void requestRelease();
        },
        (error: unknown) => console.error('[uploads] lock renewal', error),
      );
    }, RENEW_MS);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.renewal = undefined;
    await this.db.deleteFrom('upload_locks').where('id', '=', this.id).where('holder', '=', this.holder).execute();
  }

  /** Takes the row when it is free or lapsed; one statement, so two instances never both win. */
  private async tryAcquire(): Promise<boolean> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('upload_locks')
      .values({
        id: this.id,
        holder: this.holder,
        until: later(this.ttlMs),
        release_requested: 0,
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({
            holder: this.holder,
            until: later(this.ttlMs),
            release_requested: 0,
          })
          .where('upload_locks.until', '<', now),
      )
      .execute();
    const row = await this.db.selectFrom('upload_locks').select('holder').where('id', '=', this.id).executeTakeFirst();
    return row?.holder === this.holder;
  }

  /** Extends the lock; false when another request asked for it, or it lapsed and was taken. */
  private async renew(): Promise<boolean> {
    const row = await this.db
      .updateTable('upload_locks')
      .set({ until: later(this.ttlMs) })
      .where('id', '=', this.id)
      .where('holder', '=', this.holder)
      .returning('release_requested')
      .executeTakeFirst();
    return row !== undefined && row.release_requested === 0;
  }
}

/** Deletes lock rows that lapsed before `before` (left by instances that died holding them). */
export async function deleteLapsedLocks(db: DB, before: string): Promise<void> {
  await db.deleteFrom('upload_locks').where('until', '<', before).execute();
}
