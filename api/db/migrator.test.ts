import { readdirSync } from 'node:fs';
import { NO_MIGRATIONS, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, openSqlite } from './connection.ts';
import { createMigrator, migrateToLatest, migrations } from './migrator.ts';

async function tableNames(db: ReturnType<typeof createDb>) {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not like 'articles_fts_%'`.execute(db);
  return rows.map((r) => r.name).sort();
}

describe('migrations', () => {
  it('lists every file of kysely-migrations/', () => {
    const files = readdirSync(new URL('../../kysely-migrations', import.meta.url)).filter((f) => /^\d{4}_.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
    expect(Object.keys(migrations).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort());
  });

  it('apply on an empty database, then roll back to nothing, then apply again', async () => {
    const db = createDb(openSqlite(':memory:'));
    await migrateToLatest(db);
    const tables = await tableNames(db);
    expect(tables).toEqual(expect.arrayContaining(['articles', 'articles_fts', 'users', 'collections', 'idempotency_keys', 'rate_limits']));

    const down = await createMigrator(db).migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tableNames(db)).toEqual([]);

    await migrateToLatest(db);
    expect(await tableNames(db)).toEqual(tables);
  });

  it('opens SQLite with the pragmas of architecture.md', () => {
    const sqlite = openSqlite(':memory:');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
  });
});
