import { sql, type ControlledTransaction } from 'kysely';
import type { DB } from './connection.ts';
import type { Database } from './types.ts';

/**
 * Runs a part of the work of `inOneTransaction` in a savepoint: kept (released) when `keep` says so
 * of its result, undone (rolled back to) otherwise or when it throws.
 */
export type Savepoint = <R>(work: () => Promise<R>, keep: (result: R) => boolean) => Promise<R>;

/**
 * The transaction as a `DB` that code written for the database handle runs in unchanged: its own
 * `db.transaction().execute(fn)` becomes a savepoint (SQLite transactions do not nest), so a
 * repository's all-or-nothing write still is, inside the outer transaction.
 */
function nestable(trx: ControlledTransaction<Database>, savepoint: Savepoint): DB {
  const transaction = () => ({
    execute: <R>(fn: (inner: DB) => Promise<R>) =>
      savepoint(
        () => fn(scoped),
        () => true,
      ),
  });
  const scoped: DB = new Proxy(trx, {
    get(target, prop, receiver) {
      if (prop === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as DB;
  return scoped;
}

/** PostgreSQL's "current transaction is aborted, commands ignored until end of transaction block". */
const IN_FAILED_TRANSACTION = '25P02';

/**
 * Runs `work` in one SQLite transaction, committed (one write to disk, one fsync) when it resolves
 * and rolled back when it throws, so nothing of it is kept unless all of it is. `work` gets the
 * transaction as a `DB` (see `nestable`) and `savepoint` to run parts of it that may be undone
 * alone. While it runs, the connection is held (Kysely's SQLite driver runs one transaction at a
 * time): other requests wait for it and never see a part of it. On PostgreSQL the transaction holds
 * one connection of the pool; `work` must not wait on the network (mail is sent after the answer).
 * Nested `transaction()`s are savepoints there too.
 */
export async function inOneTransaction<T>(db: DB, work: (trx: DB, savepoint: Savepoint) => Promise<T>): Promise<T> {
  const trx = await db.startTransaction().execute();
  let next = 0;
  const savepoint: Savepoint = async (part, keep) => {
    const name = sql.id(`sp_${next++}`);
    await sql`savepoint ${name}`.execute(trx);
    let result: Awaited<ReturnType<typeof part>>;
    try {
      result = await part();
    } catch (error) {
      await sql`rollback to ${name}`.execute(trx);
      await sql`release ${name}`.execute(trx);
      throw error;
    }
    if (!keep(result)) await sql`rollback to ${name}`.execute(trx);
    try {
      await sql`release ${name}`.execute(trx);
    } catch (error) {
      // PostgreSQL: a statement of the part failed and was answered (a 4xx), which leaves the whole
      // transaction refusing every statement until it rolls back to the savepoint. The part's result
      // stands; nothing it wrote is kept, and the rest of the transaction goes on.
      if ((error as { code?: unknown }).code !== IN_FAILED_TRANSACTION) throw error;
      await sql`rollback to ${name}`.execute(trx);
      await sql`release ${name}`.execute(trx);
    }
    return result;
  };
  try {
    const result = await work(nestable(trx, savepoint), savepoint);
    await trx.commit().execute();
    return result;
  } catch (error) {
    // Also when the commit failed: Kysely frees the connection on a rollback only (even a failed one).
    if (!trx.isCommitted && !trx.isRolledBack)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
    throw error;
  }
}
