import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runFfmpeg } from '#api/renditions/ffmpeg.ts';
import { RenditionWorker } from '#api/renditions/worker.ts';
import type { Article, ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { speechLike } from '#tests/utils/real-audio.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * Audio that passes the upload's checks but does not decode (issue #25): one real MPEG-1 Layer III
 * frame header (128 kbit/s, 44.1 kHz) followed by random bytes. The upload takes it as `audio/mpeg`
 * (the container looks right); the rendition job decodes it whole, marks it unreadable, fails for
 * good, and its article leaves every feed and list readers see while its author is told.
 */
function garbageAfterHeader(seed = 7): Buffer {
  // Fixed pseudo-random bytes (xorshift32): the same file on every run.
  const garbage = Buffer.alloc(300_000);
  let x = seed;
  for (let i = 0; i < garbage.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    garbage[i] = x & 0xff;
  }
  return Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), garbage]);
}

/** A real MP3 of 4 s of speech-like sound, encoded by ffmpeg. */
async function realMp3(): Promise<Buffer> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'good-mp3-')), 'good.mp3');
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', speechLike(4), '-c:a', 'libmp3lame', '-b:a', '64k', file]);
  return readFileSync(file);
}

let t: TestApp;
let author: ContentUser;
let reader: ContentUser;
let refs: { tribe: number[]; themes: number[] };

beforeEach(async () => {
  t = await makeTestApp();
  author = await insertUser(t);
  reader = await insertUser(t);
  refs = { tribe: [await insertTribe(t.db, 'Ewondo')], themes: [await insertTheme(t.db)] };
});

/** Uploads `bytes` as the author's MP3 and publishes a podcast of it; answers the article id. */
async function publishMp3(bytes: Buffer, title: string): Promise<{ id: string; fileId: string }> {
  const fileId = newId();
  const upload = await t.app.request(`/api/files/${fileId}`, { method: 'PUT', headers: { ...author.headers, 'Content-Type': 'audio/mpeg' }, body: new Uint8Array(bytes) });
  expect(upload.status, await upload.clone().text()).toBe(201);
  expect(await upload.json()).toMatchObject({ mime: 'audio/mpeg', kind: 'audio' });
  const id = newId();
  const saved = await call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { type: 2, title, audioFile: fileId }) });
  expect(saved.status).toBe(201);
  return { id, fileId };
}

const runJobs = async () => {
  const worker = new RenditionWorker({ db: t.db, mediaDir: t.deps.config.mediaDir, now: t.deps.now });
  while (await worker.runOnce()) {
    // Every queued job.
  }
};

async function article(id: string, headers: Record<string, string> = {}): Promise<Article> {
  const res = await call(t, 'GET', `/api/articles/${id}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { article: Article }).article;
}

async function listed(query: string, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await call(t, 'GET', `/api/articles${query}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: ArticleSummary[] }).items.map((a) => a.id);
}

async function feedGuids(feed: string): Promise<string[]> {
  const res = await t.app.request(feed);
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((m) => m[1]!);
}

describe('audio that does not decode', () => {
  it('is marked unreadable by the rendition job, which fails for good, and its author is told', async () => {
    const { id, fileId } = await publishMp3(garbageAfterHeader(), 'Un épisode cassé');
    await runJobs();
    const row = await t.db.selectFrom('files').select('unreadable_at').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(row.unreadable_at).not.toBeNull();
    const [job] = await t.db.selectFrom('media_jobs').selectAll().execute();
    // Not retried: the same bytes will not decode on a later try.
    expect(job).toMatchObject({ status: 'failed', attempts: 1, result_file_id: null, error: expect.stringMatching(/decoded/) });
    const seen = await article(id, author.headers);
    expect(seen.audioFile).toMatchObject({ id: fileId, unreadable: true });
    expect(seen.audioRendition).toBeNull();
  }, 60_000);

  it('keeps its article out of the lists, search and RSS feeds readers see, but not out of its author’s own list', async () => {
    const broken = await publishMp3(garbageAfterHeader(), 'Un épisode cassé');
    const good = await publishMp3(await realMp3(), 'Un épisode qui marche');
    // Before the decode, both are listed (nothing is known yet).
    expect(await listed('')).toEqual([good.id, broken.id]);
    await runJobs();
    const goodFile = await t.db.selectFrom('files').select('unreadable_at').where('id', '=', good.fileId).executeTakeFirstOrThrow();
    expect(goodFile.unreadable_at).toBeNull();
    expect((await article(good.id)).audioRendition).toMatchObject({ mime: 'audio/mpeg' });

    for (const query of ['', '?type=2', `?tribe=${refs.tribe[0]}`, `?theme=${refs.themes[0]}`, `?userId=${author.id}`, '?keywords=episode']) {
      expect(await listed(query, reader.headers), query).toEqual([good.id]);
      expect(await listed(query), query).toEqual([good.id]);
    }
    const suggestions = await call(t, 'GET', '/api/articles/suggestions?q=episode');
    expect(((await suggestions.json()) as { items: ArticleSummary[] }).items.map((a) => a.id)).toEqual([good.id]);
    // Its author still finds it, to replace the audio.
    expect(await listed(`?userId=${author.id}`, author.headers)).toEqual([good.id, broken.id]);

    const slug = (await t.db.selectFrom('users').select('slug').where('id', '=', author.id).executeTakeFirstOrThrow()).slug;
    for (const feed of ['/feeds/articles.xml', `/feeds/articles/tribe/ewondo.xml`, '/feeds/podcast.xml', `/feeds/podcast/author/${slug}.xml`, '/feeds/podcast/tribe/ewondo.xml']) {
      expect(await feedGuids(feed), feed).toEqual([good.id]);
    }
    // The page itself stays reachable by link, with no episode to play.
    const page = await article(broken.id, reader.headers);
    expect(page.audioFile?.unreadable).toBe(true);

    // Saved again with the same file, it stays hidden; with another (readable) file, it is back.
    const resave = (audioFile: string, baseVersion: number) =>
      call(t, 'PUT', `/api/articles/${broken.id}`, { headers: author.headers, body: articleBody(refs, { type: 2, title: `Un épisode cassé, v${baseVersion + 1}`, audioFile, baseVersion }) });
    expect((await resave(broken.fileId, 1)).status).toBe(200);
    expect(await listed('')).toEqual([good.id]);
    expect((await resave(good.fileId, 2)).status).toBe(200);
    expect((await listed('')).sort()).toEqual([good.id, broken.id].sort());
  }, 90_000);
});
