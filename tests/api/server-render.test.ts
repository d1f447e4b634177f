import { AsyncLocalStorage } from 'node:async_hooks';
import { Hono } from 'hono';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import type { DB } from '#api/db/connection.ts';
import { routeHeadFor } from '#api/site/heads/route-head-data.ts';
import { mountWebApp } from '#api/site/pages/web-app.ts';
import type { AppEnv } from '#api/app-env.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer } from '#api/site/pages/page-render.ts';
import { insertArticle, insertUser } from '#tests/utils/factories-content.ts';
import { rendererBuild } from '#tests/utils/renderer-build.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { makeTestDb } from '#tests/utils/test-db.ts';

/**
 * The server's renderer of first views (web/app/server-render.tsx), as built, rendering pages at the
 * same time (issue #26): each render has its own language, data and API transport, and one whose
 * API answers are slow holds no other.
 */
let build: Awaited<ReturnType<typeof rendererBuild>>;
beforeAll(async () => {
  build = await rendererBuild();
}, 120_000);
afterAll(() => build.done());

/** The test app behind a front that holds the answers of `held` paths until `release()`. */
function withHeldAnswers(t: TestApp, held: (path: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const front = new Hono<AppEnv>();
  front.all('*', async (c) => {
    const url = new URL(c.req.url);
    if (held(url.pathname)) await released;
    return t.app.request(`${url.pathname}${url.search}`);
  });
  return { front, release };
}

const storyPath = (slug: string, id: string) => `/story/${slug}-${id}`;
const ENGLISH_START = 'You are offline: the app will start as soon as the network is back.';
const FRENCH_START = 'Vous êtes hors ligne';

describe('server renders', () => {
  it('run at the same time, each in its own language with its own data', async () => {
    const t = await makeTestApp();
    const at = new Date().toISOString();
    // Two authors: a story lists its author's others as related, which would name the other page.
    const french = await insertArticle(t.db, { userId: (await insertUser(t)).id, title: 'Les marées de Saint-Malo', language: 'fr', createdAt: at });
    const english = await insertArticle(t.db, { userId: (await insertUser(t)).id, title: 'Tides of the northern coast', language: 'en', createdAt: at });
    const render = pageRenderer(t.app, build.distDir);
    // Loaded and warmed up, as the server does at start: the story pages' lazy parts are in.
    await render(new URL('http://localhost/'), 'fr');

    const [fr, en] = await Promise.all([
      render(new URL(`http://localhost${storyPath('les-marees-de-saint-malo', french)}`), 'fr'),
      render(new URL(`http://localhost${storyPath('tides-of-the-northern-coast', english)}`), 'en'),
    ]);
    expect(fr?.html).toContain('<h1 class="story-title">Les marées de Saint-Malo</h1>');
    // The other page's story may be listed among the latest (a link), never shown as this page's.
    expect(fr?.html.match(/class="story-title"/g)).toHaveLength(1);
    expect(fr?.html).toContain('Dernières histoires');
    expect(fr?.html).toContain('aria-label="Ouvrir le menu"');
    expect(fr?.startUp.offline).toContain(FRENCH_START);
    expect(en?.html).toContain('<h1 class="story-title">Tides of the northern coast</h1>');
    expect(en?.html.match(/class="story-title"/g)).toHaveLength(1);
    expect(en?.html).toContain('Latest stories');
    expect(en?.html).toContain('aria-label="Open the menu"');
    expect(en?.startUp.offline).toContain(ENGLISH_START);
  }, 60_000);

  it('are not held by another whose API answer is slow', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const at = new Date().toISOString();
    const slow = await insertArticle(t.db, { userId: user.id, title: 'Slow to answer', createdAt: at });
    const quick = await insertArticle(t.db, { userId: user.id, title: 'Quick to answer', language: 'en', createdAt: at });
    const { front, release } = withHeldAnswers(t, (path) => path === `/api/articles/${slow}`);
    const render = pageRenderer(front, build.distDir);

    let slowDone = false;
    const slowPage = render(new URL(`http://localhost${storyPath('slow-to-answer', slow)}`), 'fr').finally(() => (slowDone = true));
    const quickPage = await render(new URL(`http://localhost${storyPath('quick-to-answer', quick)}`), 'en');
    // The quick page came back while the slow one still waits for its answer (before its deadline).
    expect(slowDone).toBe(false);
    expect(quickPage?.html).toContain('Quick to answer');
    release();
    expect((await slowPage)?.html).toContain('Slow to answer');
  }, 60_000);
});

/**
 * The statements a database runs for what `count` runs, in order, as SQL (a Kysely plugin on the
 * test app's database). Only those made inside `count`'s async context: the server's own warm-up
 * render, running beside, is not the page's.
 */
function countingStatements(db: DB) {
  const compiled = new Map<QueryId, RootOperationNode>();
  const counting = new AsyncLocalStorage<true>();
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, node);
      return node;
    },
    transformResult: async ({ queryId, result }) => {
      const node = compiled.get(queryId);
      if (counting.getStore()) statements.push(node ? db.getExecutor().compileQuery(node, queryId).sql : '?');
      return result;
    },
  };
  return { db: db.withPlugin(plugin), statements, count: <T>(run: () => Promise<T>) => counting.run(true, run) };
}

/** What each statement a page runs is for, by its SQL (SQLite's and PostgreSQL's). */
const PURPOSES: [RegExp, string][] = [
  [/select "id", "user_id", "translation_of", "language", "comment_count" from "articles"/, "the thread's story: its thread and comment count"],
  [/from "articles" where "id" = \$?\d*\?? and "deleted_at" is null/, 'the story'],
  [/from "article_images"/, "stories' images"],
  [/from "article_sections"/, "stories' sections"],
  [/"translation_of" in/, "stories' translations"],
  [/count\(\*\) as "total" from "tribes"/, 'tribes: how many'],
  [/from "tribes" where exists/, 'tribes'],
  [/from "article_tribes"/, "stories' tribes"],
  [/from "article_themes"/, "stories' themes"],
  [/from "users" left join "files"/, 'authors'],
  [/from "comments"/, 'comments'],
  [/"user_id" = \S+ order by "created_at" desc/, "related: the author's others"],
  [/count\(\*\) as "total" from "themes"/, 'themes: how many'],
  [/from "themes" order by/, 'themes'],
  [/from articles as a/, 'latest stories'],
  [/from users as u/, 'authors to discover'],
];
const purposeOf = (statement: string) => PURPOSES.find(([pattern]) => pattern.test(statement))?.[1] ?? statement;

describe('a cold page load', () => {
  async function coldLoad(path: (storyId: string) => string) {
    const counted = countingStatements(await makeTestDb());
    const t = await makeTestApp({ db: counted.db });
    const author = await insertUser(t);
    const id = await insertArticle(t.db, { userId: author.id, title: 'Read once', createdAt: new Date().toISOString() });
    // Every answer waited for, however busy the machine: the count is of reads, not of what arrived in time.
    mountWebApp(t.app, build.distDir, (url, language, rendered) => routeHeadFor(t.deps, url, language, rendered), { budgetMs: 60_000 });
    // The renderer loaded and warmed up, as at the server's start.
    await t.app.request('/');
    const res = await counted.count(async () => t.app.request(path(id)));
    expect(res.status).toBe(200);
    return { html: await res.text(), purposes: counted.statements.map(purposeOf).sort() };
  }

  it("of a story reads it once: the page's head takes it from the render's answer", async () => {
    const { html, purposes } = await coldLoad((id) => `/story/read-once-${id}`);
    expect(html).toContain('<h1 class="story-title">Read once</h1>');
    expect(html).toContain('<title>Read once — Tribus</title>');
    // The budget: the page's four API answers, nothing for its head.
    const budget = [
      // GET /api/articles/:id: the story and what it shows (its images, sections, translation,
      // tribes, themes, author), its comments, and related stories (none share a tribe or theme: its author's others).
      'the story',
      "stories' images",
      "stories' sections",
      "stories' translations",
      "stories' tribes",
      "stories' themes",
      'authors',
      'comments',
      "related: the author's others",
      // GET /api/themes (the theme chips): the count and the page.
      'themes: how many',
      'themes',
      // GET /api/articles?limit=5 (the latest stories aside): the feed, its tribes, themes and authors.
      'latest stories',
      "stories' tribes",
      "stories' themes",
      'authors',
      // GET /api/users?limit=6 (authors to discover): the directory and its people.
      'authors to discover',
      'authors',
      // ...and its first comments (`comments`, the thread's first page, read as GET /api/articles/:id/comments
      // reads it): the thread's row of the story (a translation shares its original's thread; the row
      // carries the comment counter), then the thread's comments (none here: no authors, likes or replies).
      "the thread's story: its thread and comment count",
      'comments',
    ];
    expect(purposes).toEqual(budget.sort());
  }, 60_000);

  it('of the home page reads nothing for its head', async () => {
    const { purposes } = await coldLoad(() => '/');
    const budget = [
      // GET /api/articles (the feed) and GET /api/articles?limit=5 (the latest stories beside it):
      // each page of stories, its tribes, themes and authors.
      'latest stories',
      'latest stories',
      "stories' tribes",
      "stories' tribes",
      "stories' themes",
      "stories' themes",
      'authors',
      'authors',
      // GET /api/themes (the filters): the count and the page.
      'themes: how many',
      'themes',
      // GET /api/tribes (the tribes to explore): the count and a page of those with stories.
      'tribes: how many',
      'tribes',
      // GET /api/users?limit=6 (authors to discover): the directory and its people.
      'authors to discover',
      'authors',
    ];
    expect(purposes).toEqual(budget.sort());
  }, 60_000);
});
