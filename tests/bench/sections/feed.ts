import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { createDb, openSqlite } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import type { Database } from '#api/db/types.ts';
import { SUMMARY_COLUMNS } from '#api/repositories/article-mapping.ts';
import { listArticles } from '#api/repositories/articles-read.ts';
import { FEED_PAGE_SIZE, type ArticleListQuery } from '#api/schemas/article.ts';
import { cursorBeforePage } from '../feed-cursor.ts';
import { printGroup } from '../measure.ts';
import type { BenchSection } from '../section.ts';
import { COMMON_WORD, RARE_WORD, seedArticles } from '../seed-articles.ts';

/**
 * Feed and search costs on a seeded SQLite file (not :memory:, so WAL and the page cache behave as
 * in production). Prints ratios against a baseline measured in the same run, so the numbers compare
 * across machines: page 500 by cursor should cost about what page 1 costs, a rare word about what a
 * common one costs (ranking is bounded), and Kysely with its statement cache close to raw SQLite.
 */
export async function runFeedBench(options: { articles?: number; runs?: number } = {}): Promise<void> {
  const articles = options.articles ?? 20_000;
  const runs = options.runs ?? 200;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribes-bench-'));
  const sqlite = openSqlite(path.join(dir, 'bench.sqlite'));
  const db = createDb(sqlite);
  try {
    await migrateToLatest(db);
    const seedStart = Date.now();
    seedArticles(sqlite, articles);
    sqlite.pragma('optimize');
    console.log(`feed bench: ${articles} articles seeded in ${Date.now() - seedStart} ms`);

    const page = (q: Partial<ArticleListQuery>) => listArticles(db, { limit: FEED_PAGE_SIZE, offset: 0, ...q }, null);
    const page500 = await cursorBeforePage(db, 500);

    await printGroup(
      'Feed: API page (summaries with tribes, themes, authors)',
      [
        ['page 1', () => page({})],
        ['page 500 by cursor', () => page({ cursor: page500 })],
        ['page 500 by offset', () => page({ offset: 499 * FEED_PAGE_SIZE })],
        ['page 1, tribe filter', () => page({ tribe: 7 })],
      ],
      { runs },
    );

    await printGroup(
      'Search (bounded ranking within a window, first page)',
      [
        [`rare word "${RARE_WORD}"`, () => page({ keywords: RARE_WORD })],
        [`common word "${COMMON_WORD}" (~90 % of rows)`, () => page({ keywords: COMMON_WORD })],
        ['prefix "hi" (2 letters)', () => page({ keywords: 'hi' })],
      ],
      { runs: Math.max(20, Math.floor(runs / 5)) },
    );

    // The same feed query three ways: the baseline is a raw better-sqlite3 statement prepared once.
    const feedQuery = (k: Kysely<Database>) =>
      k
        .selectFrom('articles')
        .select(SUMMARY_COLUMNS)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(FEED_PAGE_SIZE + 1);
    const compiled = feedQuery(db).compile();
    const raw = sqlite.prepare(compiled.sql);
    const uncached = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await printGroup(
      'Feed query only: Kysely vs raw better-sqlite3',
      [
        ['raw better-sqlite3 (prepared once)', () => raw.all(...compiled.parameters)],
        ['Kysely with statement cache (createDb)', () => feedQuery(db).execute()],
        ['Kysely without statement cache', () => feedQuery(uncached).execute()],
      ],
      { runs: runs * 5 },
    );
    console.log(`\n  plan of the keyset page: ${keysetPlan(sqlite)}`);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

function keysetPlan(sqlite: ReturnType<typeof openSqlite>): string {
  const rows = sqlite
    .prepare(`explain query plan select id from articles where deleted_at is null and (created_at, id) < (?, ?) order by created_at desc, id desc limit 8`)
    .all('2024-06-01T00:00:00.000Z', '0') as { detail: string }[];
  return rows.map((r) => r.detail).join('; ');
}

export const section: BenchSection = {
  name: 'feed',
  summary: 'feed, deep page and search on a fresh 20,000-article database (ratios only)',
  order: 10,
  run: () => runFeedBench(),
};
