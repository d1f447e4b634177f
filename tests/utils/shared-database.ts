import path from 'node:path';
import { sql } from 'kysely';
import { createDb, createPostgresDb, openSqlite, type DB } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { findPgBin, startPgCluster } from './pg-cluster.ts';

/** The database several real instances share, and a handle on it for the test's own checks. */
export interface SharedDatabase {
  dialect: 'postgres' | 'sqlite';
  /** What every instance is given: `DATABASE_URL` on PostgreSQL; nothing on SQLite (`DATA_DIR/app.sqlite`). */
  env: Record<string, string>;
  /** Migrated; for seeding before the instances start and checking after. */
  db: DB;
  /** Closes the handle and, on PostgreSQL, removes the throw-away cluster. */
  close(): Promise<void>;
}

/**
 * A migrated database for instances that share it: a throw-away PostgreSQL cluster
 * (tests/utils/pg-cluster.ts) when its binaries are installed, as in CI; otherwise one SQLite file in
 * `dataDir`, which every instance on this machine opens (WAL), after a printed line saying so.
 */
export async function startSharedDatabase(dataDir: string): Promise<SharedDatabase> {
  if (!findPgBin()) {
    console.warn('[cluster] PostgreSQL binaries (initdb, pg_ctl) not found: the instances share one SQLite file instead (install Debian\'s "postgresql" or set PG_BIN)');
    const db = createDb(openSqlite(path.join(dataDir, 'app.sqlite')));
    await migrateToLatest(db);
    return { dialect: 'sqlite', env: {}, db, close: () => db.destroy() };
  }
  const cluster = await startPgCluster();
  try {
    const admin = createPostgresDb({ url: cluster.url('postgres'), poolMax: 1 });
    await sql`create database tribes`.execute(admin);
    await admin.destroy();
    const url = cluster.url('tribes');
    const db = createPostgresDb({ url, poolMax: 2 });
    await migrateToLatest(db);
    console.log(`[cluster] the instances share PostgreSQL on port ${cluster.port}`);
    return {
      dialect: 'postgres',
      env: { DATABASE_URL: url },
      db,
      async close() {
        await db.destroy();
        await cluster.remove();
      },
    };
  } catch (error) {
    await cluster.remove();
    throw error;
  }
}
