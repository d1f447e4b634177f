import { Hono } from 'hono';
import type { AppEnv } from '#api/app-env.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer } from '#api/site/pages/page-render.ts';
import { insertArticle, insertUser } from '#tests/utils/factories-content.ts';
import { rendererBuild } from '#tests/utils/renderer-build.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

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
