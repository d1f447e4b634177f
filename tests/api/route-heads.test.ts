import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeHeadFor } from '#api/site/heads/route-head-data.ts';
import { mountWebApp } from '#api/site/pages/web-app.ts';
import { mountMedia } from '#api/media/routes.ts';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { cutsKey } from '#api/schemas/audio-cuts.ts';
import { mediaStoreOf } from '#api/media/media-store.ts';
import { seedDemo } from '#api/seed/seed-demo.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * Link previews and search engines (issue #14): the pages the real shell (web/index.html) becomes
 * for each product route, read the way chat apps read them (open-graph-scraper), on the demo content.
 */
const ORIGIN = 'http://localhost:3000';
let t: TestApp;

type Row = { id: string; slug: string; type: number; language: string; translation_of: string | null; title: string; comment_count: number };
let stories: Row[];

function shellDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tribes-heads-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  return dist;
}

beforeAll(async () => {
  t = await makeTestApp();
  await seedDemo(t.db, mediaStoreOf(t.deps));
  mountMedia(t.app, t.deps);
  mountWebApp(t.app, shellDist(), (url, language) => routeHeadFor(t.deps, url, language));
  stories = await t.db.selectFrom('articles').select(['id', 'slug', 'type', 'language', 'translation_of', 'title', 'comment_count']).where('deleted_at', 'is', null).execute();
}, 60_000);

const pathOf = (s: Pick<Row, 'slug' | 'id'>) => `/story/${s.slug}-${s.id}`;

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(pathname, { headers });
  return { status: res.status, html: await res.text() };
}

async function preview(html: string) {
  const { result, error } = await ogs({ html });
  expect(error).toBe(false);
  return result;
}

/** An absolute URL of this server answers 200 (read through the app), with its bytes. */
async function fetchOwn(url: string): Promise<{ status: number; body: Buffer; type: string | null }> {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  const res = await t.app.request(url.slice(ORIGIN.length));
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('Content-Type') };
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe('story link previews, a story of each type in both languages', () => {
  for (const type of [1, 2, 3])
    for (const language of ['fr', 'en'])
      it(`type ${type}, ${language}: title, description, large absolute image, article type, media, JSON-LD`, async () => {
        const story = stories.find((s) => s.type === type && s.language === language)!;
        const { status, html } = await page(pathOf(story));
        expect(status).toBe(200);
        expect(html).toContain(`<html lang="${language}"`);
        const og = await preview(html);
        expect(og.ogTitle).toBe(`${story.title} — Tribus`);
        expect(og.ogDescription?.length).toBeGreaterThan(20);
        expect(og.ogType).toBe('article');
        expect(og.ogUrl).toBe(`${ORIGIN}${pathOf(story)}`);
        expect(og.ogLocale).toBe(language === 'fr' ? 'fr_FR' : 'en_GB');
        expect(og.twitterCard).toBe('summary_large_image');
        // The shell's site-wide card is gone: one title, one og:image.
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html.match(/property="og:image"/g)).toHaveLength(1);
        const image = og.ogImage![0]!;
        const fetched = await fetchOwn(image.url);
        expect(fetched.status).toBe(200);
        expect(fetched.type).toBe('image/jpeg');
        const size = await sharp(fetched.body).metadata();
        expect(size.width).toBeGreaterThanOrEqual(1200);
        expect([Number(image.width), Number(image.height)]).toEqual([size.width, size.height]);

        const ld = jsonLdOf(html);
        expect(ld).toHaveLength(1);
        expect(ld[0]).toMatchObject({
          '@context': 'https://schema.org',
          '@type': type === 2 ? 'PodcastEpisode' : 'Article',
          name: story.title,
          inLanguage: language,
          url: `${ORIGIN}${pathOf(story)}`,
          commentCount: story.comment_count,
        });
        if (type === 2) {
          const audio = html.match(/<meta property="og:audio" content="([^"]+)"/)![1]!;
          expect((await fetchOwn(audio)).status).toBe(200);
          expect((ld[0]!.associatedMedia as { contentUrl: string }).contentUrl).toBe(audio);
        }
        if (type === 3) {
          const video = html.match(/<meta property="og:video" content="([^"]+)"/)![1]!;
          expect((await fetchOwn(video)).status).toBe(200);
          expect(ld[0]!.video).toMatchObject({ '@type': 'VideoObject', contentUrl: video });
        }
        // Readable without JavaScript: title, author, date and the beginning of the text.
        const noscript = html.match(/<noscript><article[\s\S]*?<\/noscript>/)![0];
        const detail = (await (await t.app.request(`/api/articles/${story.id}`)).json()) as ArticleDetail;
        expect(noscript).toContain(`${detail.article.user.firstName}`);
        expect(noscript).toContain(detail.article.createdAt.slice(0, 10));
        const firstWords = (detail.article.content || detail.article.sections[0]!.content).split(/\s+/).slice(0, 6).join(' ');
        expect(
          noscript
            .replace(/&#39;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&'),
        ).toContain(firstWords);
      });
});

describe('linked translations in the head', () => {
  it('names both versions in hreflang (and x-default the French one), both ways, with a link in the summary', async () => {
    const en = stories.find((s) => s.translation_of)!;
    const fr = stories.find((s) => s.id === en.translation_of)!;
    for (const story of [en, fr]) {
      const { html } = await page(pathOf(story));
      const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
      expect(alternates).toEqual({ fr: `${ORIGIN}${pathOf(fr)}`, en: `${ORIGIN}${pathOf(en)}`, 'x-default': `${ORIGIN}${pathOf(fr)}` });
      const other = story === en ? fr : en;
      expect(html).toContain(`href="${ORIGIN}${pathOf(other)}" hreflang="${other.language}"`);
      expect(html).toContain(story === en ? 'Lire en français' : 'Read in English');
    }
  });
});

describe('other routes', () => {
  it('describes list pages in the asked language, with both language versions and a canonical URL', async () => {
    const fr = await preview((await page('/podcasts', { 'Accept-Language': 'fr-FR,fr;q=0.9' })).html);
    expect(fr.ogTitle).toBe('Podcasts — Tribus');
    expect(fr.ogLocale).toBe('fr_FR');
    const { html } = await page('/videos?lang=en', { 'Accept-Language': 'fr' });
    const en = await preview(html);
    expect([en.ogTitle, en.ogLocale, en.ogType]).toEqual(['Videos — Tribus', 'en_GB', 'website']);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/videos?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${ORIGIN}/videos?lang=fr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/videos">`);
    const site = await fetchOwn(en.ogImage![0]!.url);
    expect(site.status).toBe(200);
    expect((await sharp(site.body).metadata()).width).toBe(1200);
  });

  it('describes a profile as a Person, with its picture as a large image', async () => {
    const author = await t.db.selectFrom('users').select(['slug', 'first_name', 'last_name']).executeTakeFirstOrThrow();
    const { status, html } = await page(`/people/${author.slug}`, { 'Accept-Language': 'en' });
    expect(status).toBe(200);
    const og = await preview(html);
    expect(og.ogTitle).toBe(`${author.first_name} ${author.last_name} — Tribus`);
    expect(og.ogType).toBe('profile');
    expect((await fetchOwn(og.ogImage![0]!.url)).status).toBe(200);
    expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: `${author.first_name} ${author.last_name}` } });
  });

  it('answers an unknown or malformed story with the app and a 404, never a crash', async () => {
    for (const pathname of [`/story/nothing-${'a'.repeat(32)}`, '/story/%E0%A4%A', '/story/no-id', '/people/nobody-here']) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).toContain('<meta name="robots" content="noindex">');
    }
    expect((await t.app.request(`/og/${'b'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await t.app.request('/og/..%2F..%2Fetc.jpg')).status).toBe(404);
  });
});

describe('hostile titles', () => {
  it('escapes every field in tags, attributes, JSON-LD and the summary', async () => {
    const hostile = `</title><script>alert(1)</script>"' onload="x" $' $& </script><!--`;
    const story = stories.find((s) => s.type === 1 && !s.translation_of)!;
    await t.db
      .updateTable('articles')
      .set({ title: hostile, sub_title: `<img src=x onerror=alert(2)>`, tags_json: JSON.stringify(['"><script>alert(3)</script>']) })
      .where('id', '=', story.id)
      .execute();
    const { status, html } = await page(pathOf(story));
    expect(status).toBe(200);
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('onload="x"');
    // `$'` and `$&` stay text (no replacement pattern pulled the page into itself).
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const og = await preview(html);
    expect(og.ogTitle).toBe(`${hostile} — Tribus`);
    expect(og.ogDescription).toBe('<img src=x onerror=alert(2)>');
    expect(jsonLdOf(html)[0]!.name).toBe(hostile);
  });
});

describe('a trimmed episode before its rendition', () => {
  it('offers no audio to previews and search engines: the original still holds what the author cut out', async () => {
    const podcast = stories.find((s) => s.type === 2)!;
    await t.db
      .updateTable('articles')
      .set({ audio_cuts: cutsKey([{ start: 0, end: 2000 }]) })
      .where('id', '=', podcast.id)
      .execute();
    try {
      const { html } = await page(pathOf(podcast));
      expect(html).not.toContain('property="og:audio"');
      expect(jsonLdOf(html)[0]!.associatedMedia).toBeUndefined();
    } finally {
      await t.db.updateTable('articles').set({ audio_cuts: '' }).where('id', '=', podcast.id).execute();
    }
  });
});

/**
 * The heads' JSON-LD read by a validator nobody here wrote (issue #28): Adobe's, after its own
 * extractor finds the blocks in the page. It applies Google's rich-result rules where it has them
 * (VideoObject, Person, ImageObject…) and checks every type and property against the schema.org
 * vocabulary: release 30.0, cut to its classes and properties (tests/fixtures/schemaorg-vocabulary.json.gz).
 */
describe('JSON-LD read by an outside validator', () => {
  it('a story of each type in both languages, a story with comments and a profile: schema.org types and properties only, no rich-result error', async () => {
    const vocabulary = JSON.parse(gunzipSync(readFileSync(new URL('../fixtures/schemaorg-vocabulary.json.gz', import.meta.url))).toString('utf8')) as object;
    const ofEachType = [1, 2, 3].flatMap((type) => ['fr', 'en'].map((language) => stories.find((s) => s.type === type && s.language === language)!));
    const withComments = stories.reduce((most, s) => (s.comment_count > most.comment_count ? s : most));
    expect(withComments.comment_count).toBeGreaterThan(0);
    const author = await t.db.selectFrom('users').innerJoin('articles', 'articles.user_id', 'users.id').select('users.slug').executeTakeFirstOrThrow();
    for (const pathname of [...ofEachType.map(pathOf), pathOf(withComments), `/people/${author.slug}`]) {
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse((await page(pathname)).html);
      expect(Object.keys(extracted.jsonld), pathname).not.toEqual([]);
      const issues = await new Validator(vocabulary).validate(extracted);
      // Google's optional video fields (regions, expiry, key moments, view counts) are warnings: not ours to give.
      const problems = issues.filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg');
      expect(problems.map((issue) => `${pathname}: ${issue.issueMessage}`)).toEqual([]);
    }
  });
});

describe('the comments in JSON-LD (issue #28)', () => {
  it('gives the first page’s visible comments as schema.org Comments, as plain text with their writers, never a hidden one', async () => {
    // The article the thread's comments are stored under: a story and its translation share one
    // thread (and its count), so the largest count alone can name the translation, whose own id
    // holds no comment (PostgreSQL's order of ties did).
    const busiest = await t.db
      .selectFrom('comments')
      .select(['article_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('parent_id', 'is', null)
      .where('status', '=', 'visible')
      .groupBy('article_id')
      .orderBy('n', 'desc')
      .orderBy('article_id')
      .executeTakeFirstOrThrow();
    const story = stories.find((s) => s.id === busiest.article_id)!;
    const hiddenRow = await t.db
      .selectFrom('comments')
      .select('id')
      .where('article_id', '=', story.id)
      .where('parent_id', 'is', null)
      .where('status', '=', 'visible')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('comments').set({ status: 'hidden', hidden_by: 'moderator' }).where('id', '=', hiddenRow.id).execute();
    const hostile = '**Bold** <script>alert(1)</script> & "quotes"';
    await t.db.updateTable('comments').set({ content: hostile, html: '' }).where('article_id', '=', story.id).where('parent_id', 'is', null).where('status', '=', 'visible').execute();
    const thread = (await (await t.app.request(`/api/articles/${story.id}/comments`)).json()) as {
      items: { id: string; status: string; createdAt: string; user: { slug: string; firstName: string; lastName: string } }[];
    };
    const visible = thread.items.filter((c) => c.status === 'visible');
    expect(visible.length).toBeGreaterThan(0);
    const { html } = await page(pathOf(story));
    const ld = jsonLdOf(html)[0]!;
    const comments = ld.comment as { '@type': string; text: string; dateCreated: string; author: { '@type': string; name: string; url: string } }[];
    expect(comments.map((c) => c.dateCreated)).toEqual(visible.map((c) => c.createdAt));
    expect(comments.map((c) => c.dateCreated)).not.toContain(thread.items.find((c) => c.id === hiddenRow.id)?.createdAt ?? 'none');
    for (const [i, c] of comments.entries()) {
      expect(c['@type']).toBe('Comment');
      expect(c.text).toBe('Bold <script>alert(1)</script> & "quotes"');
      expect(c.author).toEqual({ '@type': 'Person', name: `${visible[i]!.user.firstName} ${visible[i]!.user.lastName}`.trim(), url: `${ORIGIN}/people/${encodeURIComponent(visible[i]!.user.slug)}` });
    }
    // The text is inert in the page: no raw tag inside the JSON-LD block.
    expect(html.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/)![0]).not.toContain('<script>alert');
  });
});
