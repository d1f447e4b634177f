import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getRssUrlsFromHtmlBody } from 'rss-url-finder';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeHeadFor } from '#api/site/heads/route-head-data.ts';
import { mountWebApp } from '#api/site/pages/web-app.ts';
import { mediaStoreOf } from '#api/media/media-store.ts';
import { seedDemo } from '#api/seed/seed-demo.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * Feed discovery (issue #26): a podcast app's "add by URL" or a feed reader given a page of the
 * site finds its feeds in the HTML alone, without running the app. Read here by a discovery parser
 * nobody here wrote (rss-url-finder), on the real shell (web/index.html) and the demo content.
 */
const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let author: { slug: string; first_name: string; last_name: string };
let tribe: { id: number; slug: string; name: string };
let podcastStory: { id: string; slug: string };

function shellDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tribes-feeds-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  return dist;
}

beforeAll(async () => {
  t = await makeTestApp();
  await seedDemo(t.db, mediaStoreOf(t.deps));
  mountWebApp(t.app, shellDist(), (url, language) => routeHeadFor(t.deps, url, language));
  podcastStory = await t.db.selectFrom('articles').select(['id', 'slug', 'user_id']).where('type', '=', 2).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  const authorId = (await t.db.selectFrom('articles').select('user_id').where('id', '=', podcastStory.id).executeTakeFirstOrThrow()).user_id;
  author = await t.db.selectFrom('users').select(['slug', 'first_name', 'last_name']).where('id', '=', authorId).executeTakeFirstOrThrow();
  tribe = await t.db.selectFrom('tribes').select(['id', 'slug', 'name']).where('slug', '=', 'bamileke').executeTakeFirstOrThrow();
}, 60_000);

/** The feeds the parser finds in the HTML of `pathname`, in document order. */
async function discover(pathname: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(pathname, { headers });
  expect(res.status).toBe(200);
  return getRssUrlsFromHtmlBody(await res.text());
}

/** Every feed found answers 200 with an RSS document on this server. */
async function expectLiveFeeds(urls: string[]) {
  for (const url of urls) {
    expect(url.startsWith(`${ORIGIN}/feeds/`), url).toBe(true);
    const res = await t.app.request(url.slice(ORIGIN.length));
    expect(res.status, url).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/rss\+xml/);
    expect(await res.text()).toMatch(/^<\?xml[^>]*\?><rss version="2\.0"/);
  }
}

describe('feed discovery from the server HTML', () => {
  it('the home page announces the site’s podcast feed first, then its article feed', async () => {
    const found = await discover('/', { 'Accept-Language': 'en' });
    expect(found.map((f) => f.url)).toEqual([`${ORIGIN}/feeds/podcast.xml`, `${ORIGIN}/feeds/articles.xml`]);
    // The names the Subscribe control shows (web/i18n/en/feeds.json: one copy of each word).
    expect(found.map((f) => f.name)).toEqual(['Tribus podcasts', 'Tribus articles']);
    await expectLiveFeeds(found.map((f) => f.url));
  });

  it('the podcasts page leads with the podcast feed, the articles page with the article feed', async () => {
    expect((await discover('/podcasts')).map((f) => f.url)[0]).toBe(`${ORIGIN}/feeds/podcast.xml`);
    const articles = await discover('/articles');
    expect(articles.map((f) => f.url)).toEqual([`${ORIGIN}/feeds/articles.xml`, `${ORIGIN}/feeds/podcast.xml`]);
  });

  it('an author’s profile announces that author’s feeds, and only them', async () => {
    const found = await discover(`/people/${author.slug}`, { 'Accept-Language': 'fr' });
    const name = `${author.first_name} ${author.last_name}`;
    expect(found).toEqual([
      { name: `Podcasts de ${name} — Tribus`, url: `${ORIGIN}/feeds/podcast/author/${author.slug}.xml` },
      { name: `Articles de ${name} — Tribus`, url: `${ORIGIN}/feeds/articles/author/${author.slug}.xml` },
    ]);
    await expectLiveFeeds(found.map((f) => f.url));
    // The author's own entries (the podcast feed lists an episode once its MP3 is made).
    const rss = await (await t.app.request(`/feeds/articles/author/${author.slug}.xml`)).text();
    expect(rss).toContain(`/story/${podcastStory.slug}-${podcastStory.id}`);
  });

  it('a tribe-filtered page announces the tribe’s feeds first (by the tribe’s own slug), then the site’s', async () => {
    // The link's slug part is only decoration: the tribe is found by its id.
    for (const pathname of [`/?tr=${tribe.slug}-${tribe.id}`, `/podcasts?tr=old-name-${tribe.id}`]) {
      const found = await discover(pathname, { 'Accept-Language': 'en' });
      expect(found.map((f) => f.url)).toEqual([
        `${ORIGIN}/feeds/podcast/tribe/${tribe.slug}.xml`,
        `${ORIGIN}/feeds/articles/tribe/${tribe.slug}.xml`,
        `${ORIGIN}/feeds/podcast.xml`,
        `${ORIGIN}/feeds/articles.xml`,
      ]);
      expect(found[0]!.name).toBe(`Podcasts of the ${tribe.name} tribe — Tribus`);
      await expectLiveFeeds(found.map((f) => f.url));
    }
    // An unknown tribe: the site's feeds only, no dead link.
    expect((await discover('/?tr=nowhere-999999')).map((f) => f.url)).toEqual([`${ORIGIN}/feeds/podcast.xml`, `${ORIGIN}/feeds/articles.xml`]);
  });

  it('a page in a chosen language announces that language’s feeds before the site’s', async () => {
    const found = await discover('/podcasts?lang=en');
    expect(found.map((f) => f.url)).toEqual([`${ORIGIN}/feeds/podcast/language/en.xml`, `${ORIGIN}/feeds/articles/language/en.xml`, `${ORIGIN}/feeds/podcast.xml`, `${ORIGIN}/feeds/articles.xml`]);
    expect(found[0]!.name).toBe('Podcasts in English — Tribus');
    await expectLiveFeeds(found.map((f) => f.url));
    expect((await discover('/?lang=fr')).map((f) => f.url)[0]).toBe(`${ORIGIN}/feeds/podcast/language/fr.xml`);
  });

  it('a podcast episode’s page leads to its show: the author’s podcast feed', async () => {
    const found = await discover(`/story/${podcastStory.slug}-${podcastStory.id}`);
    expect(found.map((f) => f.url)).toEqual([`${ORIGIN}/feeds/podcast/author/${author.slug}.xml`, `${ORIGIN}/feeds/articles/author/${author.slug}.xml`]);
  });

  it('pages with no feed of their own announce none', async () => {
    expect(await discover('/about')).toEqual([]);
    expect(await discover('/peoples')).toEqual([]);
    const missing = await t.app.request('/people/nobody-here');
    expect(getRssUrlsFromHtmlBody(await missing.text())).toEqual([]);
  });
});
