import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { createDb, createPostgresDb, openSqlite, type DB } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { PG_TEMPLATE } from './pg-global-setup.ts';

/** The `api-pg` cluster's admin URL; none outside that project, and outside Vitest (the benches use these helpers too). */
function providedAdminUrl(): string | undefined {
  try {
    return inject('pgAdminUrl');
  } catch {
    return undefined;
  }
}

/** Which database the tests of this run use: `postgres` in the `api-pg` project, else SQLite. */
export const testDialect: 'sqlite' | 'postgres' = providedAdminUrl() ? 'postgres' : 'sqlite';

let admin: DB | null = null;

/**
 * The migrated SQLite schema, made once per test file: each app then opens an in-memory copy of it
 * (about 1 ms of CPU) instead of running every migration again (about 30 ms; most API tests make
 * an app or more). The migrations themselves still run here, once per file, and on PostgreSQL in
 * the global setup.
 */
let sqliteTemplate: Promise<Buffer> | null = null;

async function migratedSqlite(): Promise<Buffer> {
  const sqlite = openSqlite(':memory:');
  const db = createDb(sqlite);
  await migrateToLatest(db);
  const bytes = sqlite.serialize();
  await db.destroy();
  return bytes;
}

/**
 * A fresh, migrated database for one test app. SQLite: in memory, a copy of the migrated schema (or
 * `sqliteFile`, for tests of the file itself, migrated there). PostgreSQL (project `api-pg`): a new database of the run's cluster copied from the
 * migrated template, so no two test apps share a database there either.
 */
export async function makeTestDb(options: { sqliteFile?: string } = {}): Promise<DB> {
  const adminUrl = providedAdminUrl();
  if (!adminUrl && options.sqliteFile) {
    const db = createDb(openSqlite(options.sqliteFile));
    await migrateToLatest(db);
    return db;
  }
  if (!adminUrl) {
    const db = createDb(openSqlite(await (sqliteTemplate ??= migratedSqlite())));
    // Opened by a first query, as a migrated database is: Kysely opens its driver lazily, and the
    // `destroy()` of a driver never opened leaves it usable (tests that close the database to see
    // the app answer without it would find it still there).
    await sql`select 1`.execute(db);
    return db;
  }
  if (options.sqliteFile) throw new Error('a SQLite file was asked for in the api-pg project: exclude this test there (vitest.config.ts)');
  admin ??= createPostgresDb({ url: adminUrl, poolMax: 1, idleTimeoutMs: 1_000 });
  const name = `t_${randomBytes(8).toString('hex')}`;
  await sql`create database ${sql.id(name)} template ${sql.id(PG_TEMPLATE)} strategy file_copy`.execute(admin);
  // Idle connections close soon: a test file makes many apps and never closes them.
  const db = createPostgresDb({ url: adminUrl.replace(/\/postgres$/, `/${name}`), poolMax: 4, idleTimeoutMs: 1_000 });
  // Already migrated (the template): this finds nothing to do, and opens the pool as on SQLite.
  await migrateToLatest(db);
  return db;
}
