import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Whether `db` (a database, a transaction, or a migration's handle) talks to PostgreSQL rather than
 * the embedded SQLite file. The few queries whose SQL differs branch on it (migrations keep their
 * own frozen copy); everything else is the same portable Kysely code on both.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
