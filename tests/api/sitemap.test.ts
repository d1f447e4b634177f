import { describe, expect, it } from 'vitest';
import { sitemapDocument } from '#api/site/crawlers/sitemap.ts';
import { insertArticle, insertUser } from '#tests/utils/factories-content.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

const BASE = 'http://localhost:3000';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function site() {
  const t = await makeTestApp();
  const author = await insertUser(t);
  const at = (h: number) => new Date(Date.UTC(2025, 0, 1, h)).toISOString();
  const stories = [
    await insertArticle(t.db, { userId: author.id, title: 'Premier récit', createdAt: at(1) }),
    await insertArticle(t.db, { userId: author.id, title: 'Second récit', createdAt: at(2) }),
  ];
  const deleted = await insertArticle(t.db, { userId: author.id, title: 'Retiré', createdAt: at(3), deleted: true });
  const inactive = await insertUser(t);
  await t.db.updateTable('users').set({ activated_at: null }).where('id', '=', inactive.id).execute();
  return { t, author, stories, deleted, inactive };
}

describe('sitemap.xml and robots.txt', () => {
  it('names the language versions of each page: ?lang= of list pages and profiles, the linked translation of a story', async () => {
    const { t, author, stories } = await site();
    const en = await insertArticle(t.db, { userId: author.id, title: 'First story', language: 'en', createdAt: new Date(Date.UTC(2025, 0, 2)).toISOString() });
    await t.db.updateTable('articles').set({ translation_of: stories[0] }).where('id', '=', en).execute();
    const xml = await (await t.app.request('/sitemap.xml')).text();
    const entry = (loc: string) => xml.match(new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>.*?</url>`))![0];
    const [frUrl, enUrl] = [`${BASE}/story/premier-recit-${stories[0]}`, `${BASE}/story/first-story-${en}`];
    for (const loc of [frUrl, enUrl]) {
      expect(entry(loc)).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${frUrl}"/>`);
      expect(entry(loc)).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${enUrl}"/>`);
      expect(entry(loc)).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${frUrl}"/>`);
    }
    expect(entry(`${BASE}/story/second-recit-${stories[1]}`)).not.toContain('xhtml:link');
    expect(entry(`${BASE}/podcasts`)).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${BASE}/podcasts?lang=en"/>`);
    expect(entry(`${BASE}/people/${author.slug}`)).toContain(`hreflang="x-default" href="${BASE}/people/${author.slug}"/>`);
  });

  it('robots.txt lets crawlers in, keeps them out of the API and points at the sitemap', async () => {
    const { t } = await site();
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists the public pages, active profiles and live stories with their last change', async () => {
    const { t, author, stories, deleted, inactive } = await site();
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = locs(xml);
    expect(urls).toEqual(
      expect.arrayContaining([`${BASE}/`, `${BASE}/podcasts`, `${BASE}/people/${author.slug}`, `${BASE}/story/second-recit-${stories[1]}`, `${BASE}/story/premier-recit-${stories[0]}`]),
    );
    expect(urls.some((u) => u.includes(deleted) || u.includes(inactive.slug))).toBe(false);
    expect(xml).toMatch(/<lastmod>2025-01-01T02:00:00.000Z<\/lastmod>/);
    expect((await t.app.request('/sitemap.xml', { headers: { 'If-None-Match': res.headers.get('ETag')! } })).status).toBe(304);
    expect((await t.app.request('/sitemaps/1.xml')).status).toBe(404);
  });

  it('past the per-file limit, becomes an index of pages that together hold every URL once', async () => {
    const { t } = await site();
    const whole = locs((await sitemapDocument(t.db, BASE, null))!.xml);
    expect(whole).toHaveLength(6 + 1 + 2);
    const index = (await sitemapDocument(t.db, BASE, null, 4))!.xml;
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([`${BASE}/sitemaps/1.xml`, `${BASE}/sitemaps/2.xml`, `${BASE}/sitemaps/3.xml`]);
    const pages = [];
    for (const n of [1, 2, 3]) pages.push(...locs((await sitemapDocument(t.db, BASE, n, 4))!.xml));
    expect(pages).toEqual(whole);
    expect(await sitemapDocument(t.db, BASE, 4, 4)).toBeNull();
    expect(await sitemapDocument(t.db, BASE, 0, 4)).toBeNull();
  });
});
