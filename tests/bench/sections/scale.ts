import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '#api/app.ts';
import type { AppDeps } from '#api/app-env.ts';
import { createDb, openSqlite, type DB } from '#api/db/connection.ts';
import { optimizeOnOpen } from '#api/db/planner-statistics.ts';
import { SUMMARY_COLUMNS } from '#api/repositories/article-mapping.ts';
import { getArticleDetail } from '#api/repositories/articles.ts';
import { listArticles, suggestArticles } from '#api/repositories/articles-read.ts';
import { FEED_PAGE_SIZE, type ArticleListQuery } from '#api/schemas/article.ts';
import { COMMON_WORD, RARE_WORD } from '../large-content.ts';
import { largeDb } from '../large-db.ts';
import { cursorBeforePage } from '../feed-cursor.ts';
import { loadNote, printGroup } from '../measure.ts';
import type { BenchOptions, BenchSection } from '../section.ts';

/**
 * Feeds, deep page, story page, search and autocomplete on the cached large database (`--scale`, 1m for the
 * issue's figures). Each group starts with a raw better-sqlite3 statement prepared once (the
 * baseline); the other cases are the API's own repository calls, i.e. the server's time per request
 * without HTTP: a page of summaries with tribes, themes and authors. Then the HTTP throughput of the
 * unfiltered feed: the app on one Node thread, 10 keep-alive connections from another process.
 */
const SEARCH_SIZE = 10;
const firstAuthor = (0xa000000).toString(16).padStart(32, '0');

async function run({ scale, args }: BenchOptions): Promise<void> {
  const file = await largeDb(scale);
  const sqlite = openSqlite(file);
  optimizeOnOpen(sqlite);
  const db = createDb(sqlite);
  const runs = Number(args.get('runs') ?? 200);
  try {
    const page = (q: Partial<ArticleListQuery>) => listArticles(db, { limit: FEED_PAGE_SIZE, offset: 0, ...q }, null);
    const columns = SUMMARY_COLUMNS.join(', ');
    const rawFeed = sqlite.prepare(`select ${columns} from articles where deleted_at is null order by created_at desc, id desc limit ${FEED_PAGE_SIZE + 1}`);
    const deep = await cursorBeforePage(db, 500);
    const smallTribe = 200;

    await printGroup(
      `Feed at ${scale.toLocaleString('en')} articles: server time of one page (${FEED_PAGE_SIZE} summaries)`,
      [
        ['raw better-sqlite3: first page rows only', () => rawFeed.all()],
        ['page 1', () => page({})],
        ['page 500 by cursor (deep page)', () => page({ cursor: deep })],
        ['type (audio)', () => page({ type: 2 })],
        ['tribe (largest)', () => page({ tribe: 1 })],
        [`tribe (small, #${smallTribe})`, () => page({ tribe: smallTribe })],
        ['theme', () => page({ theme: 5 })],
        ['tribe + type', () => page({ tribe: 3, type: 3 })],
        ['tribe + theme', () => page({ tribe: 3, theme: 5 })],
        ['tribe + theme + type', () => page({ tribe: 3, theme: 5, type: 2 })],
        ['small tribe + theme + type', () => page({ tribe: smallTribe, theme: 7, type: 3 })],
        ['author (profile, capped count)', () => page({ userId: firstAuthor })],
        ['content language (en, 1 article in 4)', () => page({ lang: 'en' })],
        ['content language fr + type', () => page({ lang: 'fr', type: 2 })],
        ['tribe + content language (en)', () => page({ tribe: 3, lang: 'en' })],
        ['tribe + theme + type + content language (en)', () => page({ tribe: 3, theme: 5, type: 2, lang: 'en' })],
        ['author + content language (en)', () => page({ userId: firstAuthor, lang: 'en' })],
      ],
      { runs },
    );

    const rawArticle = sqlite.prepare(`select * from articles where id = ?`);
    const detailIds = [100, 500_000, 999_000].map((n) => n.toString(16).padStart(32, '0'));
    await printGroup(
      `Story page at ${scale.toLocaleString('en')} articles: article, comments and 5 related articles`,
      [
        ['raw better-sqlite3: the article row', () => rawArticle.get(detailIds[0])],
        ...detailIds.map((id, i): [string, () => unknown] => [`article #${i + 1} (shared tribes and themes)`, () => getArticleDetail(db, id, null)]),
      ],
      { runs },
    );

    const rawFts = sqlite.prepare(`select rowid from articles_fts where articles_fts match ? order by rowid desc limit ${SEARCH_SIZE}`);
    const search = (keywords: string, q: Partial<ArticleListQuery> = {}) => page({ keywords, limit: SEARCH_SIZE, ...q });
    await printGroup(
      `Search at ${scale.toLocaleString('en')} articles: top ${SEARCH_SIZE}`,
      [
        [`raw FTS5: newest ${SEARCH_SIZE} rowids of "${RARE_WORD}"`, () => rawFts.all(`"${RARE_WORD}"`)],
        [`rare word "${RARE_WORD}"`, () => search(RARE_WORD)],
        [`common word "${COMMON_WORD}" (~60 % of articles)`, () => search(COMMON_WORD)],
        ['prefix "hi" (2 letters)', () => search('hi')],
        ['prefix "mém" (3 letters, accented)', () => search('mém')],
        ['two words "histoire marché"', () => search('histoire marché')],
        [`common word + tribe + type`, () => search(COMMON_WORD, { tribe: 3, type: 1 })],
      ],
      { runs: Math.max(20, Math.floor(runs / 2)) },
    );

    const rawTitles = sqlite.prepare(`select rowid from article_titles_fts where article_titles_fts match ? order by rowid desc limit ${SEARCH_SIZE}`);
    const suggest = (q: string) => suggestArticles(db, { q, limit: SEARCH_SIZE }, null);
    await printGroup(
      `Autocomplete at ${scale.toLocaleString('en')} articles: ${SEARCH_SIZE} suggestions`,
      [
        ['raw FTS5: newest 10 title rowids of "ma"*', () => rawTitles.all('"ma"*')],
        ['"m"', () => suggest('m')],
        ['"ma"', () => suggest('ma')],
        ['"ele" (finds "élève")', () => suggest('ele')],
        ['"histoir" (7 letters, common)', () => suggest('histoir')],
        ['"marche vill" (two words)', () => suggest('marche vill')],
        ['"ngo mb" (author name)', () => suggest('ngo mb')],
      ],
      { runs },
    );

    await httpThroughput(db, Number(args.get('port') ?? 4341), Number(args.get('seconds') ?? 5));
  } finally {
    await db.destroy();
  }
}

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50Ms: number;
  p95Ms: number;
}

/** Requests per second of the whole HTTP stack (Hono, validation, repository, JSON) on one thread. */
async function httpThroughput(db: DB, port: number, seconds: number): Promise<void> {
  const deps: AppDeps = {
    db,
    mailer: { send: async () => {} },
    config: { jwtSecret: 'bench-secret-that-is-long-enough-0123456789', publicUrl: `http://127.0.0.1:${port}`, mediaDir: '/nonexistent' },
    now: () => new Date(),
  };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const actualPort = (server.address() as AddressInfo).port;
  // What a browser sends: the answer is compressed (gzip, chosen on the tie), which costs CPU per request.
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const cases: Array<[string, string[], Record<string, string>?]> = [
    ['feed page 1', [`/api/articles?limit=${FEED_PAGE_SIZE}`]],
    ['feed page 1, compressed (a browser)', [`/api/articles?limit=${FEED_PAGE_SIZE}`], browser],
    ['feed, tribe + theme + type', [`/api/articles?limit=${FEED_PAGE_SIZE}&tribe=3&theme=5&type=2`]],
    [`search "${COMMON_WORD}"`, [`/api/articles?limit=10&keywords=${COMMON_WORD}`]],
    ['autocomplete "ma", "ele", "ngo m"', ['/api/articles/suggestions?q=ma', '/api/articles/suggestions?q=ele', '/api/articles/suggestions?q=ngo%20m']],
  ];
  // On a shared machine the server thread does not get a whole core: requests per second of the
  // server's own CPU time is what one core would serve; wall-clock req/s is printed beside it.
  // Each case first runs unmeasured for a second: the first requests of a path compile its code
  // and prepare its statements, which would count against whichever case comes first.
  console.log(`\nHTTP: the app on one Node thread, 10 keep-alive connections from another process, ${seconds} s each after 1 s of warm-up (${loadNote()})`);
  console.log(`  ${''.padEnd(36)} ${'req/s per core'.padStart(15)} ${'req/s wall'.padStart(11)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
  try {
    for (const [name, paths, headers] of cases) {
      await loadFrom(actualPort, paths, 1000, headers);
      const cpuBefore = process.cpuUsage();
      const result = await loadFrom(actualPort, paths, seconds * 1000, headers);
      const { user, system } = process.cpuUsage(cpuBefore);
      const perCore = result.requests / ((user + system) / 1e6);
      const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
      console.log(
        `  ${name.padEnd(36)} ${perCore.toFixed(0).padStart(15)} ${(result.requests / result.seconds).toFixed(0).padStart(11)} ${ms(result.p50Ms)} ${ms(result.p95Ms)}${result.errors ? `   ${result.errors} errors` : ''}`,
      );
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function loadFrom(port: number, paths: string[], durationMs: number, headers?: Record<string, string>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('../http-load.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send({ port, paths, headers, connections: 10, durationMs });
  });
}

export const section: BenchSection = {
  name: 'scale',
  summary: 'feeds, deep page, search, autocomplete and HTTP req/s on the cached large database (--scale, default 100k; 1m for issue #11)',
  order: 20,
  run,
};
