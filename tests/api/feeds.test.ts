import { parseFeed, type FeedObject } from 'podcast-partytime';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { podcastGuid } from '#api/site/feeds/xml.ts';
import { mountMedia } from '#api/media/routes.ts';
import { RenditionWorker } from '#api/renditions/worker.ts';
import type { Article } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { insertImage, insertRecording } from '#tests/utils/real-audio.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

const BASE = 'http://localhost:3000';

interface Fixture {
  t: TestApp;
  fr: ContentUser;
  en: ContentUser;
  refs: { bamileke: number; fang: number; theme: number };
  episodes: { fr: Article; en: Article; pending: Article; text: Article };
}

let f: Fixture;

async function publish(t: TestApp, author: ContentUser, body: Record<string, unknown>): Promise<Article> {
  const res = await call(t, 'PUT', `/api/articles/${newId()}`, { headers: author.headers, body });
  expect(res.status).toBe(201);
  return (await res.json()) as Article;
}

beforeAll(async () => {
  const t = await makeTestApp();
  t.deps.config.feedOwnerEmail = 'podcasts@tribus.example';
  mountMedia(t.app, t.deps);
  const fr = await insertUser(t, { firstName: 'Amina', lastName: 'Ngono' });
  const en = await insertUser(t, { firstName: 'Kofi', lastName: 'Mensah' });
  await t.db
    .updateTable('users')
    .set({ language: 'en', picture_file_id: await insertImage(t, en.id) })
    .where('id', '=', en.id)
    .execute();
  const refs = { bamileke: await insertTribe(t.db, 'Bamiléké'), fang: await insertTribe(t.db, 'Fang'), theme: await insertTheme(t.db) };
  const body = (tribe: number, o: Record<string, unknown>) => articleBody({ tribe: [tribe], themes: [refs.theme] }, o);
  const frEpisode = await publish(
    t,
    fr,
    body(refs.bamileke, {
      type: 2,
      title: 'Chants & <danses> du soir',
      content: 'Premier paragraphe.\n\nUn texte avec ]]> au milieu.',
      subTitle: 'Veillée',
      audioFile: await insertRecording(t, fr.id),
      coverImage: await insertImage(t, fr.id),
    }),
  );
  const enEpisode = await publish(t, en, body(refs.fang, { type: 2, language: 'en', title: 'Songs of the forest', audioFile: await insertRecording(t, en.id) }));
  const worker = new RenditionWorker({ db: t.db, mediaDir: t.deps.config.mediaDir, now: t.deps.now });
  while (await worker.runOnce()) {
    // Both renditions made; the pending episode below is queued after.
  }
  const pending = await publish(t, fr, body(refs.bamileke, { type: 2, title: 'Pas encore prêt', audioFile: await insertRecording(t, fr.id, 2) }));
  const text = await publish(t, fr, body(refs.bamileke, { title: 'Un article écrit' }));
  f = { t, fr, en, refs, episodes: { fr: frEpisode, en: enEpisode, pending, text } };
}, 120_000);

async function get(path: string, headers: Record<string, string> = {}) {
  return f.t.app.request(path, { headers });
}

async function xmlOf(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
  return res.text();
}

/** Parsed by the Podcast Index's parser and by rss-parser, with every tag apps require present. */
async function podcastFeed(path: string): Promise<FeedObject> {
  const xml = await xmlOf(path);
  const feed = parseFeed(xml)!;
  expect(feed, path).not.toBeNull();
  expect(feed).toMatchObject({ title: expect.any(String), link: expect.stringMatching(/^http/), description: expect.any(String), explicit: false, locked: true });
  expect(feed.guid).toBe(podcastGuid(`${BASE}${path}`));
  expect(feed.language).toMatch(/^(fr|en)$/);
  expect(feed.itunesImage).toMatch(/^http:\/\/localhost:3000\/feeds\/artwork\/.+\.jpg$/);
  expect(feed.itunesCategory).toEqual(['Society & Culture > Documentary']);
  expect(feed.owner).toEqual({ name: expect.any(String), email: 'podcasts@tribus.example' });
  expect(feed.podcastOwner).toBe('podcasts@tribus.example');
  const rss = await new Parser().parseString(xml);
  expect(rss.items).toHaveLength(feed.items.length);
  for (const item of feed.items) {
    expect(item).toMatchObject({ guid: expect.stringMatching(/^[0-9a-f]{32}$/), title: expect.any(String), explicit: false, pubDate: expect.any(Date) });
    expect(item.enclosure).toMatchObject({ type: 'audio/mpeg', length: expect.any(Number) });
    expect(item.duration).toBeGreaterThan(0);
    expect(item.podcastPeople?.[0]).toMatchObject({ role: 'Host', name: expect.any(String) });
    expect(item.alternativeEnclosures?.map((a) => a.type)).toEqual(['audio/mpeg', 'audio/webm']);
  }
  return feed;
}

describe('podcast feeds', () => {
  it('site feed: the episodes with a ready MP3 rendition, newest first, with everything podcast apps require', async () => {
    const feed = await podcastFeed('/feeds/podcast.xml');
    expect(feed.items.map((i) => i.guid)).toEqual([f.episodes.en.id, f.episodes.fr.id]);
    const fr = feed.items[1]!;
    expect(fr.title).toBe('Chants & <danses> du soir');
    expect(fr.description).toContain('Un texte avec ]]> au milieu.');
    expect(fr.duration).toBeCloseTo(8, 0);
    expect(fr.itunesImage).toMatch(/\/feeds\/artwork\/[0-9a-f]{32}\.jpg$/);
    expect(fr.link).toBe(`${BASE}/story/chants-danses-du-soir-${f.episodes.fr.id}`);
  });

  it('author, tribe and language feeds hold their own episodes', async () => {
    const ids = async (path: string) => (await podcastFeed(path)).items.map((i) => i.guid);
    expect(await ids(`/feeds/podcast/author/${f.fr.slug}.xml`)).toEqual([f.episodes.fr.id]);
    expect(await ids(`/feeds/podcast/author/${f.en.slug}.xml`)).toEqual([f.episodes.en.id]);
    expect(await ids('/feeds/podcast/tribe/bamileke.xml')).toEqual([f.episodes.fr.id]);
    expect(await ids('/feeds/podcast/tribe/fang.xml')).toEqual([f.episodes.en.id]);
    expect(await ids('/feeds/podcast/language/fr.xml')).toEqual([f.episodes.fr.id]);
    expect(await ids('/feeds/podcast/language/en.xml')).toEqual([f.episodes.en.id]);
    const en = await podcastFeed(`/feeds/podcast/author/${f.en.slug}.xml`);
    expect(en).toMatchObject({ language: 'en', title: 'Kofi Mensah — Tribus' });
    expect(en.items[0]!.podcastPeople![0]!.img).toMatch(/^http:\/\/localhost:3000\/media\//);
  });

  it('enclosure lengths are the bytes served at their URLs, and the original is offered as an alternate', async () => {
    const feed = await podcastFeed('/feeds/podcast.xml');
    for (const item of feed.items) {
      const urls = [item.enclosure, ...item.alternativeEnclosures!.map((a) => ({ url: a.source[0]!.uri, length: a.length, type: a.type }))];
      for (const e of urls) {
        const res = await get(new URL(e.url).pathname);
        expect(res.status).toBe(200);
        expect(res.headers.get('Content-Type')).toBe(e.type);
        expect((await res.arrayBuffer()).byteLength).toBe(e.length);
      }
    }
  });

  it('artwork is a 1400×1400 JPEG made from the cover, the profile picture or the site logo', async () => {
    const feed = await podcastFeed('/feeds/podcast.xml');
    const en = await podcastFeed(`/feeds/podcast/author/${f.en.slug}.xml`);
    for (const url of [feed.itunesImage!, feed.items[1]!.itunesImage!, en.itunesImage!]) {
      const res = await get(new URL(url).pathname);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1400, height: 1400, space: 'srgb' });
    }
    expect((await get(`/feeds/artwork/${f.episodes.fr.audioFile!.id}.jpg`)).status).toBe(404);
    expect((await get('/feeds/artwork/nope.jpg')).status).toBe(404);
  });

  it('unknown scopes and names are 404, never an error', async () => {
    for (const path of [
      '/feeds/podcast/author/nobody.xml',
      '/feeds/podcast/tribe/none.xml',
      '/feeds/podcast/language/de.xml',
      '/feeds/podcast/author/../x.xml',
      '/feeds/other.xml',
      '/feeds/podcast/people/x.xml',
      '/feeds/podcast/author/UPPER.xml',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('article feeds', () => {
  it('list every live article of the scope (text and podcasts, ready or not) with its text', async () => {
    const xml = await xmlOf(`/feeds/articles/author/${f.fr.slug}.xml`);
    const rss = await new Parser().parseString(xml);
    expect(rss).toMatchObject({ title: 'Amina Ngono — Tribus', link: `${BASE}/people/${f.fr.slug}` });
    expect(rss.items.map((i) => i.guid)).toEqual([f.episodes.text.id, f.episodes.pending.id, f.episodes.fr.id]);
    for (const item of rss.items) expect(item).toMatchObject({ title: expect.any(String), link: expect.stringMatching(/^http/), pubDate: expect.any(String) });
    expect(rss.items[2]!['content:encoded']).toContain('<p>Premier paragraphe.</p>');
    expect((await new Parser().parseString(await xmlOf('/feeds/articles.xml'))).items).toHaveLength(4);
    expect((await new Parser().parseString(await xmlOf('/feeds/articles/language/en.xml'))).items.map((i) => i.guid)).toEqual([f.episodes.en.id]);
    expect((await new Parser().parseString(await xmlOf('/feeds/articles/tribe/fang.xml'))).items.map((i) => i.guid)).toEqual([f.episodes.en.id]);
  });
});

describe('conditional GET', () => {
  it('answers 304 to a matching ETag or an unchanged date, and 200 with a new ETag after an edit', async () => {
    const first = await get('/feeds/podcast.xml');
    const etag = first.headers.get('ETag')!;
    const modified = first.headers.get('Last-Modified')!;
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(etag).toMatch(/^".+"$/);
    expect(new Date(modified).toUTCString()).toBe(modified);
    const revalidated = await get('/feeds/podcast.xml', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect((await get('/feeds/podcast.xml', { 'If-Modified-Since': modified })).status).toBe(304);
    expect((await get('/feeds/podcast.xml', { 'If-None-Match': '"other"', 'If-Modified-Since': modified })).status).toBe(200);

    f.t.clock.advance(60_000);
    const { id, version } = f.episodes.fr;
    const edited = await call(f.t, 'PUT', `/api/articles/${id}`, {
      headers: f.fr.headers,
      body: articleBody(
        { tribe: [f.refs.bamileke], themes: [f.refs.theme] },
        {
          type: 2,
          title: 'Chants du soir, nouvelle version',
          audioFile: f.episodes.fr.audioFile!.id,
          coverImage: f.episodes.fr.coverImage!.id,
          baseVersion: version,
        },
      ),
    });
    expect(edited.status).toBe(200);
    const after = await get('/feeds/podcast.xml', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(Date.parse(after.headers.get('Last-Modified')!)).toBeGreaterThan(Date.parse(modified));
    expect((await get('/feeds/podcast.xml', { 'If-Modified-Since': modified })).status).toBe(200);
    expect(parseFeed(await after.text())!.items.map((i) => i.title)).toContain('Chants du soir, nouvelle version');

    // An author renamed: every item of theirs says so (rendered items are not reused past it).
    const beforeRename = (await get('/feeds/podcast.xml')).headers.get('Last-Modified')!;
    f.t.clock.advance(60_000);
    await f.t.db.updateTable('users').set({ first_name: 'Aminata', updated_at: f.t.deps.now().toISOString() }).where('id', '=', f.fr.id).execute();
    expect((await get('/feeds/podcast.xml', { 'If-Modified-Since': beforeRename })).status).toBe(200);
    const renamed = parseFeed(await xmlOf('/feeds/podcast.xml'))!;
    expect(renamed.items.find((i) => i.guid === id)!.podcastPeople![0]!.name).toBe('Aminata Ngono');
  });
});

describe('podcast:guid', () => {
  it('is the UUIDv5 of the feed URL without scheme, as the Podcasting 2.0 spec computes it', () => {
    // The spec's own example (podcast-namespace, docs/tags/guid.md).
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
  });
});

describe('linked translations in feeds', () => {
  it('each version names the other as an alternate with its language, both ways', async () => {
    const original = f.episodes.text;
    const translation = await publish(f.t, f.fr, articleBody({ tribe: [f.refs.bamileke], themes: [f.refs.theme] }, { title: 'A written article', language: 'en', translationOf: original.id }));
    const xml = await xmlOf(`/feeds/articles/author/${f.fr.slug}.xml`);
    const items = Object.fromEntries([...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => [/<guid[^>]*>([0-9a-f]{32})</.exec(m[1]!)![1], m[1]!]));
    expect(items[original.id]).toContain(`<atom:link rel="alternate" hreflang="en" type="text/html" href="${BASE}/story/a-written-article-${translation.id}"/>`);
    expect(items[translation.id]).toContain(`<atom:link rel="alternate" hreflang="fr" type="text/html" href="${BASE}/story/${original.slug}-${original.id}"/>`);
    expect(items[f.episodes.pending.id]).not.toContain('rel="alternate"');
    // Still a feed both parsers read.
    expect((await new Parser().parseString(xml)).items).toHaveLength(Object.keys(items).length);
  });
});
