import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { createDb, openSqlite } from '#api/db/connection.ts';
import { optimizeOnOpen } from '#api/db/planner-statistics.ts';
import { migrateToLatest, migrations } from '#api/db/migrator.ts';
import { makeLargeContent, SEED_VERSION } from './large-content.ts';

/**
 * A benchmark database of N articles (1,000,000 for `--scale=1m`), made by the project's own
 * migrations and then filled with bulk inserts in big transactions, the body search index built
 * in one statement at the end. Cached outside the repository (`BENCH_CACHE_DIR`, default
 * `<tmp>/tribes-bench-cache`), keyed by size, seed version and the migration list, so a schema
 * change rebuilds it and a rerun reuses it.
 */
export function largeDbPath(articles: number): string {
  const dir = process.env.BENCH_CACHE_DIR ?? path.join(os.tmpdir(), 'tribes-bench-cache');
  const key = createHash('sha256')
    .update(JSON.stringify([SEED_VERSION, articles, Object.keys(migrations)]))
    .digest('hex')
    .slice(0, 12);
  return path.join(dir, `articles-${articles}-${key}.sqlite`);
}

const BATCH = 50_000;

/** The cached database for `articles`, built first when missing. */
export async function largeDb(articles: number): Promise<string> {
  const file = largeDbPath(articles);
  if (existsSync(file)) {
    console.log(`large db: reusing ${file}`);
    return file;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.building`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
  const started = Date.now();
  const sqlite = openSqlite(partial);
  const db = createDb(sqlite);
  await migrateToLatest(db);
  // Bulk-load settings: a crash only loses a cache file that is rebuilt anyway.
  sqlite.pragma('journal_mode = DELETE'); // WAL cannot switch to OFF directly
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -1000000');
  sqlite.pragma('temp_store = MEMORY');
  // Search indexes: no incremental merging while loading, one merge ('optimize') at the end.
  sqlite.exec(`insert into articles_fts (articles_fts, rank) values ('automerge', 0); insert into article_titles_fts (article_titles_fts, rank) values ('automerge', 0)`);
  fill(sqlite, articles);
  console.log(`large db: ${articles} articles inserted in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const ftsStart = Date.now();
  sqlite.exec(`insert into articles_fts (rowid, title, sub_title, content, tags)
    select search_id, title, sub_title, content, (select group_concat(value, ' ') from json_each(tags_json)) from articles where deleted_at is null`);
  sqlite.exec(`insert into articles_fts (articles_fts) values ('optimize'); insert into article_titles_fts (article_titles_fts) values ('optimize')`);
  // Back to FTS5's default, as the server's writes run with it.
  sqlite.exec(`insert into articles_fts (articles_fts, rank) values ('automerge', 4); insert into article_titles_fts (article_titles_fts, rank) values ('automerge', 4)`);
  console.log(`large db: search indexes built in ${((Date.now() - ftsStart) / 1000).toFixed(0)} s`);
  // The statistics the server computes on open (api/db/planner-statistics.ts).
  optimizeOnOpen(sqlite);
  sqlite.pragma('journal_mode = WAL');
  await db.destroy();
  renameSync(partial, file);
  console.log(`large db: ready in ${((Date.now() - started) / 1000).toFixed(0)} s at ${file}`);
  return file;
}

function fill(sqlite: SQLite.Database, articles: number): void {
  const content = makeLargeContent(articles);
  const insertUser = sqlite.prepare(
    `insert into users (id, slug, email, first_name, last_name, password_hash, language, activated_at, created_at, updated_at) values (?, ?, ?, ?, ?, 'x', 'fr', ?, ?, ?)`,
  );
  const insertTribe = sqlite.prepare('insert into tribes (id, name, slug) values (?, ?, ?)');
  const insertTheme = sqlite.prepare('insert into themes (id, title, title_en, code, position) values (?, ?, ?, ?, ?)');
  const insertArticle = sqlite.prepare(
    `insert into articles (id, search_id, slug, user_id, type, text_type, language, title, sub_title, content, tags_json, references_json, inspired_by_json, version, created_at, updated_at, deleted_at)
     values (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, '[]', '[]', 1, ?, ?, ?)`,
  );
  // The link rows' copies of the feed columns are written here, as the triggers of migrations 0006 and 0010 would.
  const insertTribeLink = sqlite.prepare('insert into article_tribes (article_id, tribe_id, type, created_at, deleted_at, language) values (?, ?, ?, ?, ?, ?)');
  const insertThemeLink = sqlite.prepare('insert into article_themes (article_id, theme_id, type, created_at, deleted_at, language) values (?, ?, ?, ?, ?, ?)');

  sqlite.transaction(() => {
    for (const u of content.users) insertUser.run(u.id, u.slug, u.email, u.firstName, u.lastName, u.createdAt, u.createdAt, u.createdAt);
    for (const t of content.tribes) insertTribe.run(t.id, t.name, t.slug);
    for (const t of content.themes) insertTheme.run(t.id, t.title, t.titleEn, t.code, t.id);
  })();
  for (let start = 1; start <= articles; start += BATCH) {
    sqlite.transaction(() => {
      for (let n = start; n < Math.min(start + BATCH, articles + 1); n++) {
        const a = content.article(n);
        // One article in four is English: the content-language feeds (issue #14) read a minority language.
        const language = n % 4 === 0 ? 'en' : 'fr';
        insertArticle.run(a.id, n, a.slug, a.userId, a.type, language, a.title, a.subTitle, a.content, a.tagsJson, a.createdAt, a.createdAt, a.deletedAt);
        for (const tribe of a.tribes) insertTribeLink.run(a.id, tribe, a.type, a.createdAt, a.deletedAt, language);
        for (const theme of a.themes) insertThemeLink.run(a.id, theme, a.type, a.createdAt, a.deletedAt, language);
      }
    })();
    if ((start - 1) % (BATCH * 4) === 0) process.stdout.write(`  ${start - 1}/${articles}\r`);
  }
}
