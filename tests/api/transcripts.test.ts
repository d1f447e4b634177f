import { parseFeed } from 'podcast-partytime';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountMedia } from '#api/media/routes.ts';
import { RenditionWorker } from '#api/renditions/worker.ts';
import type { Article, ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { parseTimedText } from '#api/schemas/timed-text.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { insertRecording } from '#tests/utils/real-audio.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

const CUES = [
  { start: 0, end: 2.5, text: 'Bonsoir et bienvenue.' },
  { start: 2.5, end: 6, text: 'Kulu la tortue creuse un puits <vite> & bien.' },
];
const CHAPTERS = [
  { title: 'Ouverture', start: 0 },
  { title: 'Le puits', start: 4 },
];

let t: TestApp;
let author: ContentUser;
let refs: { tribe: number[]; themes: number[] };
let timed: Article;
let plain: Article;

async function put(id: string, body: Record<string, unknown>, user = author) {
  return call(t, 'PUT', `/api/articles/${id}`, { headers: user.headers, body });
}

async function publish(body: Record<string, unknown>): Promise<Article> {
  const res = await put(newId(), body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Article;
}

beforeAll(async () => {
  t = await makeTestApp();
  mountMedia(t.app, t.deps);
  author = await insertUser(t, { firstName: 'Awa', lastName: 'Bella' });
  refs = { tribe: [await insertTribe(t.db, 'Béti')], themes: [await insertTheme(t.db)] };
  timed = await publish(
    articleBody(refs, {
      type: 2,
      title: 'Contes du soir',
      audioFile: await insertRecording(t, author.id),
      transcript: { format: 'cues', cues: CUES },
      chapters: CHAPTERS,
    }),
  );
  plain = await publish(
    articleBody(refs, {
      type: 2,
      title: 'Voix des langues',
      audioFile: await insertRecording(t, author.id, 3),
      transcript: { format: 'text', text: 'Le ghomala et le fulfuldé.' },
    }),
  );
  const worker = new RenditionWorker({ db: t.db, mediaDir: t.deps.config.mediaDir, now: t.deps.now });
  while (await worker.runOnce()) {
    // Renditions made: both episodes enter the podcast feed.
  }
}, 120_000);

describe('transcripts and chapters in the article API', () => {
  it('stores and answers them, and a replay of the same body writes nothing', async () => {
    expect(timed.transcript).toEqual({ format: 'cues', cues: CUES });
    expect(timed.chapters).toEqual(CHAPTERS);
    expect(plain.transcript).toEqual({ format: 'text', text: 'Le ghomala et le fulfuldé.' });
    expect(plain.chapters).toEqual([]);
    const detail = await (await call(t, 'GET', `/api/articles/${timed.id}`)).json();
    expect(detail.article).toMatchObject({ transcript: { format: 'cues', cues: CUES }, chapters: CHAPTERS });
    const replay = await put(
      timed.id,
      articleBody(refs, {
        type: 2,
        title: 'Contes du soir',
        audioFile: timed.audioFile!.id,
        transcript: { format: 'cues', cues: CUES },
        chapters: CHAPTERS,
        baseVersion: 1,
      }),
    );
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as Article).version).toBe(1);
  });

  it('refuses bad transcripts and chapters with the field at fault, and writes nothing', async () => {
    const audioFile = await insertRecording(t, author.id, 2);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ transcript: { format: 'cues', cues: [{ start: 3, end: 1, text: 'x' }] } }, { 'transcript.cues.0.end': 'end_before_start' }],
      [
        {
          transcript: {
            format: 'cues',
            cues: [
              { start: 3, end: 4, text: 'a' },
              { start: 1, end: 2, text: 'b' },
            ],
          },
        },
        { 'transcript.cues': 'unordered' },
      ],
      [{ transcript: { format: 'cues', cues: [] } }, { 'transcript.cues': 'required' }],
      [{ transcript: { format: 'text', text: '   ' } }, { 'transcript.text': 'required' }],
      [{ transcript: { format: 'srt', text: 'x' } }, { 'transcript.format': 'variant' }],
      [
        {
          chapters: [
            { title: 'B', start: 10 },
            { title: 'A', start: 10 },
          ],
        },
        { chapters: 'unordered' },
      ],
      [{ chapters: [{ title: '', start: 0 }] }, { 'chapters.0.title': 'required' }],
      [{ chapters: [{ title: 'A', start: -1 }] }, { 'chapters.0.start': 'min_value' }],
      [{ chapters: Array.from({ length: 101 }, (_, i) => ({ title: `C${i}`, start: i })) }, { chapters: 'max_length' }],
    ];
    for (const [extra, fields] of cases) {
      const id = newId();
      const res = await put(id, articleBody(refs, { type: 2, title: 'Un podcast refusé', audioFile, ...extra }));
      expect(res.status, JSON.stringify(extra)).toBe(422);
      const body = (await res.json()) as { error: { fields: Record<string, string>; message: string } };
      expect(body.error.fields).toMatchObject(fields);
      expect(body.error.message).toMatch(/^Invalid input: /);
      expect((await call(t, 'GET', `/api/articles/${id}`)).status).toBe(404);
    }
    const text = await put(newId(), articleBody(refs, { transcript: { format: 'text', text: 'Pas pour un texte.' }, chapters: [{ title: 'A', start: 0 }] }));
    expect(((await text.json()) as { error: { fields: object } }).error.fields).toEqual({ transcript: 'media_only', chapters: 'media_only' });
  });

  it('an edit replaces the transcript and chapters, and removing them leaves none', async () => {
    const a = await publish(articleBody(refs, { type: 2, title: 'À modifier', audioFile: await insertRecording(t, author.id, 2), transcript: { format: 'text', text: 'avant' }, chapters: CHAPTERS }));
    const res = await put(a.id, articleBody(refs, { type: 2, title: 'À modifier', audioFile: a.audioFile!.id, baseVersion: 1 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ transcript: null, chapters: [], version: 2 });
    expect(await t.db.selectFrom('article_transcripts').selectAll().where('article_id', '=', a.id).execute()).toEqual([]);
  });
});

describe('transcript and chapters documents', () => {
  it('serves timed cues as WebVTT and SRT that parse back to the same cues', async () => {
    for (const [ext, type, format] of [
      ['vtt', 'text/vtt; charset=utf-8', 'vtt'],
      ['srt', 'application/x-subrip; charset=utf-8', 'srt'],
    ] as const) {
      const res = await call(t, 'GET', `/feeds/transcripts/${timed.id}.${ext}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(type);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const body = await res.text();
      if (ext === 'vtt') expect(body).toContain('00:00:02.500 --> 00:00:06.000\nKulu la tortue creuse un puits &lt;vite&gt; &amp; bien.');
      expect(parseTimedText(body)).toEqual({ ok: true, format, cues: CUES });
      const etag = res.headers.get('ETag')!;
      expect((await t.app.request(`/feeds/transcripts/${timed.id}.${ext}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    }
    const txt = await call(t, 'GET', `/feeds/transcripts/${plain.id}.txt`);
    expect(txt.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await txt.text()).toBe('Le ghomala et le fulfuldé.\n');
  });

  it('serves Podcasting 2.0 JSON chapters', async () => {
    const res = await call(t, 'GET', `/feeds/chapters/${timed.id}.json`);
    expect(res.headers.get('Content-Type')).toBe('application/json+chapters; charset=utf-8');
    expect(await res.json()).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Ouverture' },
        { startTime: 4, title: 'Le puits' },
      ],
    });
  });

  it('answers 404 for what does not exist', async () => {
    for (const path of [
      `/feeds/transcripts/${plain.id}.vtt`,
      `/feeds/transcripts/${timed.id}.txt`,
      `/feeds/transcripts/${timed.id}.html`,
      `/feeds/transcripts/${newId()}.vtt`,
      '/feeds/transcripts/nope.vtt',
      `/feeds/chapters/${plain.id}.json`,
      `/feeds/chapters/${timed.id}.xml`,
      '/feeds/chapters/x.json',
    ]) {
      expect((await call(t, 'GET', path)).status, path).toBe(404);
    }
  });
});

describe('podcast feeds', () => {
  it('name the transcripts and chapters, read by podcast-partytime', async () => {
    const xml = await (await call(t, 'GET', '/feeds/podcast.xml')).text();
    const feed = parseFeed(xml)!;
    const byGuid = new Map(feed.items.map((i) => [i.guid, i]));
    const base = 'http://localhost:3000';
    expect(byGuid.get(timed.id)!.podcastTranscripts).toEqual([
      { url: `${base}/feeds/transcripts/${timed.id}.vtt`, type: 'text/vtt', language: 'fr', rel: 'captions' },
      { url: `${base}/feeds/transcripts/${timed.id}.srt`, type: 'application/srt', language: 'fr', rel: 'captions' },
    ]);
    expect(byGuid.get(timed.id)!.podcastChapters).toEqual({ url: `${base}/feeds/chapters/${timed.id}.json`, type: 'application/json+chapters' });
    expect(byGuid.get(plain.id)!.podcastTranscripts).toEqual([{ url: `${base}/feeds/transcripts/${plain.id}.txt`, type: 'text/plain', language: 'fr' }]);
    expect(byGuid.get(plain.id)!.podcastChapters).toBeUndefined();
    for (const url of [...byGuid.get(timed.id)!.podcastTranscripts!.map((x) => x.url), byGuid.get(timed.id)!.podcastChapters!.url]) {
      expect((await call(t, 'GET', new URL(url).pathname)).status, url).toBe(200);
    }
  });
});

describe('search', () => {
  it('finds a word said only in a transcript, and forgets it when the transcript goes', async () => {
    const search = async (q: string) => ((await (await call(t, 'GET', `/api/articles?keywords=${encodeURIComponent(q)}`)).json()) as FeedList<ArticleSummary>).items.map((a) => a.id);
    expect(await search('tortue')).toEqual([timed.id]);
    expect(await search('fulfulde')).toEqual([plain.id]);
    const res = await put(plain.id, articleBody(refs, { type: 2, title: 'Voix des langues', audioFile: plain.audioFile!.id, baseVersion: plain.version }));
    expect(res.status).toBe(200);
    expect(await search('fulfulde')).toEqual([]);
  });
});
