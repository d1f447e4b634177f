import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, openSqlite } from './connection.ts';
import { ANALYSIS_LIMIT, optimizeOnOpen, scheduleOptimize } from './planner-statistics.ts';
import { migrateToLatest } from './migrator.ts';

async function migrated() {
  const sqlite = openSqlite(':memory:');
  await migrateToLatest(createDb(sqlite));
  return sqlite;
}

const stats = (sqlite: ReturnType<typeof openSqlite>) =>
  sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get() ? (sqlite.prepare('select tbl, idx, stat from sqlite_stat1').all() as { tbl: string; idx: string }[]) : [];

afterEach(() => vi.useRealTimers());

describe('planner statistics', () => {
  it('analyzes a database that has none on open, with the sampling limit set', async () => {
    const sqlite = await migrated();
    const at = '2024-01-01T00:00:00.000Z';
    sqlite.prepare(`insert into users (id, slug, email, first_name, last_name, password_hash, created_at, updated_at) values ('u', 'u', 'u@x.test', 'A', 'B', 'x', ?, ?)`).run(at, at);
    sqlite.prepare('insert into tribes (id, name, slug) values (1, ?, ?)').run('T', 't');
    sqlite.prepare(`insert into articles (id, search_id, slug, user_id, type, title, created_at, updated_at) values ('a', 1, 'a', 'u', 1, 'Titre', ?, ?)`).run(at, at);
    sqlite.prepare('insert into article_tribes (article_id, tribe_id) values (?, 1)').run('a');
    expect(stats(sqlite)).toEqual([]);
    optimizeOnOpen(sqlite);
    expect(sqlite.pragma('analysis_limit', { simple: true })).toBe(ANALYSIS_LIMIT);
    expect(stats(sqlite).map((s) => s.idx)).toEqual(expect.arrayContaining(['articles_feed_idx', 'articles_type_feed_idx', 'article_tribes_feed_idx', 'article_tribes_type_feed_idx']));
  });

  it('runs PRAGMA optimize on a schedule until stopped', async () => {
    vi.useFakeTimers();
    const sqlite = await migrated();
    const pragma = vi.spyOn(sqlite, 'pragma');
    const stop = scheduleOptimize(sqlite, 1000);
    vi.advanceTimersByTime(2500);
    expect(pragma.mock.calls.filter(([source]) => source === 'optimize')).toHaveLength(2);
    stop();
    vi.advanceTimersByTime(5000);
    expect(pragma.mock.calls.filter(([source]) => source === 'optimize')).toHaveLength(2);
  });
});
