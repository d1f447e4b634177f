import { ERRORS } from '@tus/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '#api/db/connection.ts';
import { DbLocker, deleteLapsedLocks, UPLOAD_LOCK_TTL_MS } from '#api/uploads/db-locker.ts';
import { makeTestDb } from '#tests/utils/test-db.ts';

let db: DB;
const ID = 'a'.repeat(32);
const live = () => new AbortController().signal;

beforeEach(async () => {
  db = await makeTestDb();
});
afterEach(async () => {
  await db.destroy();
});

/**
 * The tus locker shared by every instance through the database (runs on SQLite and, in `api-pg`,
 * on PostgreSQL). Two lockers on one database stand for two instances.
 */
describe('DbLocker', () => {
  it('a second request asks the holder to let go, waits, and holds the lock once it is released', async () => {
    const [a, b] = [new DbLocker(db), new DbLocker(db)];
    const first = a.newLock(ID);
    let released = 0;
    await first.lock(live(), () => {
      released += 1;
      // The holder's request ends (as @tus/server's context.cancel does), then unlocks.
      setTimeout(() => void first.unlock(), 200);
    });
    let secondHolds = false;
    const second = b.newLock(ID);
    const waiting = second.lock(live(), () => undefined).then(() => (secondHolds = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(secondHolds).toBe(false);
    await waiting;
    expect(released).toBe(1);
    const row = await db.selectFrom('upload_locks').selectAll().where('id', '=', ID).executeTakeFirstOrThrow();
    expect(row.release_requested).toBe(0);
    await second.unlock();
    expect(await db.selectFrom('upload_locks').selectAll().execute()).toEqual([]);
  });

  it('never lets two requests hold one upload: racing lockers get it one after the other', async () => {
    const holders: number[] = [];
    let inside = 0;
    let most = 0;
    await Promise.all(
      [0, 1, 2].map(async (n) => {
        const lock = new DbLocker(db).newLock(ID);
        await lock.lock(live(), () => undefined);
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 50));
        holders.push(n);
        inside -= 1;
        await lock.unlock();
      }),
    );
    expect(most).toBe(1);
    expect(holders.sort()).toEqual([0, 1, 2]);
  });

  it('holds for the configured time (UPLOAD_LOCK_SECONDS), not the default', async () => {
    const lock = new DbLocker(db, 3000).newLock(ID);
    await lock.lock(live(), () => undefined);
    const row = await db.selectFrom('upload_locks').selectAll().where('id', '=', ID).executeTakeFirstOrThrow();
    expect(Date.parse(row.until)).toBeLessThanOrEqual(Date.now() + 3000);
    expect(Date.parse(row.until)).toBeGreaterThan(Date.now() + 1500);
    await lock.unlock();
  });

  it('takes over at once a lock whose holder died (its lease lapsed), and the sweep deletes lapsed rows', async () => {
    await db
      .insertInto('upload_locks')
      .values({ id: ID, holder: 'dead', until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const lock = new DbLocker(db).newLock(ID);
    await lock.lock(live(), () => undefined);
    const row = await db.selectFrom('upload_locks').selectAll().where('id', '=', ID).executeTakeFirstOrThrow();
    expect(row.holder).not.toBe('dead');
    expect(Date.parse(row.until)).toBeGreaterThan(Date.now() + UPLOAD_LOCK_TTL_MS / 2);
    await lock.unlock();
    await db
      .insertInto('upload_locks')
      .values({ id: 'b'.repeat(32), holder: 'dead', until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await db
      .insertInto('upload_locks')
      .values({ id: 'c'.repeat(32), holder: 'alive', until: new Date(Date.now() + 5000).toISOString() })
      .execute();
    await deleteLapsedLocks(db, new Date().toISOString());
    expect((await db.selectFrom('upload_locks').select('id').execute()).map((r) => r.id)).toEqual(['c'.repeat(32)]);
  });

  it('a request that stops waiting (its connection closed) is refused with the lock timeout, and the holder keeps the lock', async () => {
    const holder = new DbLocker(db).newLock(ID);
    await holder.lock(live(), () => undefined);
    const stop = new AbortController();
    const waiting = new DbLocker(db).newLock(ID).lock(stop.signal, () => undefined);
    setTimeout(() => stop.abort(), 300);
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const row = await db.selectFrom('upload_locks').selectAll().where('id', '=', ID).executeTakeFirstOrThrow();
    expect(row.release_requested).toBe(1);
    await holder.unlock();
  });
});
