import { existsSync, readdirSync } from 'node:fs';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mountMedia } from '#api/media/routes.ts';
import { RenditionWorker } from '#api/renditions/worker.ts';
import { seedDemo } from '#api/seed/seed-demo.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { htmlBytes, mp4Bytes, wavBytes } from '#tests/utils/media-fixtures.ts';
import { insertImage, insertRecording } from '#tests/utils/real-audio.ts';
import { startTestS3 } from '#tests/utils/s3-server.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { tusClient } from '#tests/utils/tus-testing.ts';

// A real S3-compatible server (s3rver) for the whole file; when it cannot start, every test here
// is reported as skipped, with the reason printed (never a silent pass).
const s3 = await startTestS3();
afterAll(() => s3?.close());

// 10,000 bytes of WAV whose every position is distinguishable, so a wrong slice shows.
const wav = wavBytes({ seconds: (10_000 - 44) / 16_000 }).map((b, i) => (i < 44 ? b : i % 251));

let t: TestApp;
let user: ContentUser;
let prefix: string;
let tests = 0;

/** Everything in the local media folder: with the media in a bucket, only staging ever lands there. */
const localMedia = () => (existsSync(t.deps.config.mediaDir) ? readdirSync(t.deps.config.mediaDir) : []);
const object = async (key: string) => {
  const answer = await s3!.client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: `${prefix}${key}` }));
  return new Uint8Array(await answer.Body!.transformToByteArray());
};
const put = (id: string, body: Uint8Array, name = 'voix.wav') =>
  t.app.request(`/api/files/${id}`, { method: 'PUT', headers: { ...user.headers, 'X-File-Name': name }, body: body as Uint8Array<ArrayBuffer> });

beforeEach(async () => {
  if (!s3) return;
  // Each test has its own folder of the bucket, so one test's objects never show in another's.
  prefix = `run-${++tests}/`;
  t = await makeTestApp({ media: (mediaDir) => s3.store(mediaDir, prefix) });
  mountMedia(t.app, t.deps);
  user = await insertUser(t);
  s3.commands.length = 0;
});

describe.skipIf(!s3)('media in an S3 bucket (MEDIA_STORE=s3://…)', () => {
  it('PUT /api/files puts the checked file in the bucket under its id and keeps nothing local', async () => {
    const id = newId();
    expect((await put(id, wav)).status).toBe(201);
    expect(await s3!.keys(prefix)).toEqual([`${prefix}${id}`]);
    expect(await object(id)).toEqual(wav);
    expect(localMedia()).toEqual([]);
  });

  it('a file larger than one part streams up as a multipart upload, never as one buffered PUT', async () => {
    // 20 MB: three 8 MB parts, at most two of them in memory at once.
    const video = mp4Bytes({ seconds: 30, mdatBytes: 20 * 1024 * 1024 });
    const id = newId();
    expect((await put(id, video, 'film.mp4')).status).toBe(201);
    const sent = s3!.commands.filter((c) => c !== 'HeadObjectCommand');
    expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
    const tail = await t.app.request(`/media/${id}`, { headers: { Range: `bytes=${video.length - 1000}-` } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(video.subarray(video.length - 1000));
    expect(localMedia()).toEqual([]);
  });

  it('GET /media honours Range from the bucket: exact bytes, 206, Content-Range; 416 past the end', async () => {
    const id = newId();
    await put(id, wav);
    s3!.commands.length = 0;
    const res = await t.app.request(`/media/${id}/x.wav`, { headers: { Range: 'bytes=500-1499' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 500-1499/10000');
    expect(res.headers.get('Content-Length')).toBe('1000');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(wav.subarray(500, 1500));
    // Only the size and the range are asked of the bucket.
    expect(s3!.commands).toEqual(['HeadObjectCommand', 'GetObjectCommand']);
    const past = await t.app.request(`/media/${id}`, { headers: { Range: 'bytes=20000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */10000');
  });

  it('answers with the same headers as the disk store, ETag and 304 included', async () => {
    const disk = await makeTestApp();
    mountMedia(disk.app, disk.deps);
    const diskUser = await insertUser(disk);
    const id = newId();
    await put(id, wav);
    await disk.app.request(`/api/files/${id}`, { method: 'PUT', headers: { ...diskUser.headers, 'X-File-Name': 'voix.wav' }, body: wav });
    const headersOf = async (app: TestApp['app'], init: Record<string, string>) => {
      const res = await app.request(`/media/${id}/voix.wav`, { headers: init });
      await res.arrayBuffer();
      return { status: res.status, headers: Object.fromEntries([...res.headers].filter(([name]) => name !== 'date')) };
    };
    for (const init of [{}, { Range: 'bytes=-10' }] as Record<string, string>[]) expect(await headersOf(t.app, init)).toEqual(await headersOf(disk.app, init));
    const full = await headersOf(t.app, {});
    expect(full.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const notModified = await t.app.request(`/media/${id}`, { headers: { 'If-None-Match': full.headers.etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('ETag')).toBe(full.headers.etag);
  });

  it('refuses a file over its kind’s limit and a file that is not media; nothing reaches the bucket or stays local', async () => {
    const tooBig = await put(newId(), mp4Bytes({ seconds: 1, mdatBytes: 31 * 1024 * 1024 }), 'big.mp4');
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { code: string } }).error.code).toBe('file_too_large');
    const page = await put(newId(), htmlBytes(), 'page.wav');
    expect(page.status).toBe(415);
    expect(s3!.commands).toEqual([]);
    expect(await s3!.keys(prefix)).toEqual([]);
    expect(localMedia()).toEqual([]);
  });

  it('a resumable (tus) upload, once finished, is a file in the bucket; its staging is gone', async () => {
    const bytes = mp4Bytes({ seconds: 4, mdatBytes: 300_000 });
    const fileId = newId();
    const tus = tusClient(t, user.headers);
    const created = await tus.create(bytes.length, { fileId, filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    expect((await tus.patch(location, 0, bytes)).status).toBe(204);
    expect((await tus.finish(location)).status).toBe(201);
    expect(await s3!.keys(prefix)).toEqual([`${prefix}${fileId}`]);
    expect(await object(fileId)).toEqual(bytes);
    expect(localMedia()).toEqual([]);
  });

  it('a podcast rendition is encoded from the bucket’s copy and lands in the bucket', async () => {
    const audio = await insertRecording(t, user.id, 4);
    const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
    const articleId = newId();
    const saved = await call(t, 'PUT', `/api/articles/${articleId}`, { headers: user.headers, body: articleBody(refs, { type: 2, audioFile: audio }) });
    expect(saved.status).toBe(201);
    const worker = new RenditionWorker({ db: t.db, mediaDir: t.deps.config.mediaDir, media: t.deps.media, now: t.deps.now });
    expect(await worker.runOnce()).toBe(true);
    const job = await t.db.selectFrom('media_jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', error: null });
    const rendition = job.result_file_id!;
    expect((await s3!.keys(prefix)).sort()).toEqual([`${prefix}${audio}`, `${prefix}${rendition}`].sort());
    const res = await t.app.request(`/media/${rendition}`, { headers: { Range: 'bytes=0-2' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    // An MP3 rendition starts with an ID3 tag or an MPEG frame sync.
    const head = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(head).toString('latin1') === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)).toBe(true);
    expect(localMedia()).toEqual([]);
  });

  it('link previews, podcast artwork and smaller copies are made from the bucket once, then kept in it', async () => {
    const image = await insertImage(t, user.id);
    for (const [url, type] of [
      [`/og/${image}.jpg`, 'image/jpeg'],
      [`/feeds/artwork/${image}.jpg`, 'image/jpeg'],
      [`/media/${image}/x?w=320`, 'image/webp'],
    ]) {
      const res = await t.app.request(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(type);
      expect(Number(res.headers.get('Content-Length'))).toBe((await res.arrayBuffer()).byteLength);
    }
    expect(await s3!.keys(prefix)).toEqual([`${prefix}${image}`, `${prefix}artwork/${image}-1400.jpg`, `${prefix}og/${image}-1200x630.jpg`, `${prefix}resized/${image}-w320.webp`].sort());
    s3!.commands.length = 0;
    expect((await t.app.request(`/og/${image}.jpg`)).status).toBe(200);
    // Served from the bucket: no download of the source, no upload.
    expect(s3!.commands).toEqual(['HeadObjectCommand', 'GetObjectCommand']);
    expect(localMedia()).toEqual([]);
  });

  it('the demo seed puts its media in the bucket, each file under its id with its recorded size', async () => {
    // Seeding needs a database without users: a fresh app on this test's folder of the bucket.
    t = await makeTestApp({ media: (mediaDir) => s3!.store(mediaDir, prefix) });
    mountMedia(t.app, t.deps);
    expect(await seedDemo(t.db, t.deps.media!)).toEqual({ seeded: true });
    const files = await t.db.selectFrom('files').select(['id', 'size', 'mime']).execute();
    expect(files.length).toBeGreaterThan(30);
    expect(await s3!.keys(prefix)).toEqual(files.map((f) => `${prefix}${f.id}`).sort());
    const video = files.find((f) => f.mime === 'video/webm')!;
    const res = await t.app.request(`/media/${video.id}`, { headers: { Range: 'bytes=0-3' } });
    expect(res.headers.get('Content-Range')).toBe(`bytes 0-3/${video.size}`);
    // The EBML magic number of a WebM file.
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(localMedia()).toEqual([]);
  });
});
