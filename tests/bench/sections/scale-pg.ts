import { sql } from 'kysely';
import { createDb, createPostgresDb, openSqlite, type DB } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { listArticles, suggestArticles } from '#api/repositories/articles-read.ts';
import { FEED_PAGE_SIZE, type ArticleListQuery } from '#api/schemas/article.ts';
import { startPgCluster } from '#tests/utils/pg-cluster.ts';
import { COMMON_WORD, RARE_WORD } from '../large-content.ts';
import { largeDb } from '../large-db.ts';
import { cursorBeforePage } from '../feed-cursor.ts';
import { printGroup } from '../measure.ts';
import type { BenchOptions, BenchSection } from '../section.ts';

/**
 * The data cases of `scale` on PostgreSQL (issue #15), on the same rows: the cached SQLite large
 * database (`--scale`) is copied into a throw-away cluster (tests/utils/pg-cluster.ts; durability
 * off, as for the tests), its search index built by the migrations' triggers, then analyzed. Each
 * group compares the same repository call on SQLite (the baseline, first) and on PostgreSQL over a
 * local socket. The CPU column counts this Node process only: PostgreSQL's own work is in its
 * server processes, so read the wall-clock figures for it.
 */
const TABLES = ['users', 'tribes', 'themes', 'articles', 'article_tribes', 'article_themes'] as const;
const MAX_PARAMS = 60_000;

async function copyInto(pg: DB, sqlite: DB): Promise<void> {
  for (const table of TABLES) {
    const started = Date.now();
    let offset = 0;
    for (;;) {
      const probe = await sql<Record<string, unknown>>`select * from ${sql.table(table)} limit 1`.execute(sqlite);
      const perRow = Math.max(1, Object.keys(probe.rows[0] ?? { a: 1 }).length);
      const size = Math.floor(MAX_PARAMS / perRow);
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} limit ${size} offset ${offset}`.execute(sqlite);
      if (rows.length === 0) break;
      await pg
        .insertInto(table)
        .values(rows as never)
        .execute();
      offset += rows.length;
    }
    console.log(`  ${table}: ${offset} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Serial ids were given explicitly: the sequences go on after them.
  for (const table of ['tribes', 'themes']) await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(pg);
  const started = Date.now();
  await sql`insert into articles_fts (rowid, title, sub_title, content, tags)
    select search_id, title, sub_title, content, coalesce((select string_agg(value, ' ') from json_array_elements_text(tags_json::json)), '')
    from articles where deleted_at is null`.execute(pg);
  await sql`analyze`.execute(pg);
  console.log(`  search index and statistics in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function run({ scale, args }: BenchOptions): Promise<void> {
  const sqliteDb = createDb(openSqlite(await largeDb(scale)));
  const cluster = await startPgCluster();
  const admin = createPostgresDb({ url: cluster.url('postgres'), poolMax: 1 });
  await sql`create database bench`.execute(admin);
  await admin.destroy();
  const pg = createPostgresDb({ url: cluster.url('bench'), poolMax: 4 });
  const runs = Number(args.get('runs') ?? 100);
  try {
    await migrateToLatest(pg);
    const loadStarted = Date.now();
    console.log(`PostgreSQL: copying ${scale.toLocaleString('en')} articles from the SQLite bench database`);
    await copyInto(pg, sqliteDb);
    console.log(`PostgreSQL: loaded in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s`);
    const both = (name: string, call: (db: DB) => Promise<unknown>): [string, () => unknown][] => [
      [`SQLite: ${name}`, () => call(sqliteDb)],
      [`PostgreSQL: ${name}`, () => call(pg)],
    ];
    const page = (db: DB, q: Partial<ArticleListQuery>) => listArticles(db, { limit: FEED_PAGE_SIZE, offset: 0, ...q }, null);
    const deep = { sqlite: await cursorBeforePage(sqliteDb, 500), pg: await cursorBeforePage(pg, 500) };
    const at = `${scale.toLocaleString('en')} articles`;
    await printGroup(
      `Feed at ${at}, SQLite and PostgreSQL: one page (${FEED_PAGE_SIZE} summaries)`,
      [
        ...both('page 1', (db) => page(db, {})),
        ...both('page 500 by cursor (deep page)', (db) => page(db, { cursor: db === pg ? deep.pg : deep.sqlite })),
        ...both('tribe + type', (db) => page(db, { tribe: 3, type: 3 })),
        ...both('tribe + theme', (db) => page(db, { tribe: 3, theme: 5 })),
      ],
      { runs },
    );
    const search = (db: DB, keywords: string) => page(db, { keywords, limit: 10 });
    await printGroup(
      `Search at ${at}, SQLite and PostgreSQL: top 10`,
      [
        ...both(`rare word "${RARE_WORD}"`, (db) => search(db, RARE_WORD)),
        ...both(`common word "${COMMON_WORD}"`, (db) => search(db, COMMON_WORD)),
        ...both('two words "histoire marché"', (db) => search(db, 'histoire marché')),
        ...both('autocomplete "ma"', (db) => suggestArticles(db, { q: 'ma', limit: 10 }, null)),
      ],
      { runs: Math.max(20, Math.floor(runs / 2)) },
    );
  } finally {
    await pg.destroy();
    await sqliteDb.destroy();
    await cluster.remove();
  }
}

export const section: BenchSection = {
  name: 'scale-pg',
  summary: 'feed, deep page, search and autocomplete on SQLite and PostgreSQL side by side, same rows (--scale; needs PostgreSQL binaries)',
  order: 21,
  run,
};
