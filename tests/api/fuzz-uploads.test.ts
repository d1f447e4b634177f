import { existsSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountMedia } from '#api/media/routes.ts';
import { FILES_PER_UPLOAD_MAX, MAX_BYTES_BY_KIND, type FileKind } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import { insertUser } from '#tests/utils/factories-content.ts';
import { htmlBytes, jpegBytes, mp3Bytes, mp4Bytes, multipartBody, oggBytes, pngBytes, svgBytes, wavBytes, webmBytes, webpBytes, zipBytes } from '#tests/utils/media-fixtures.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * Hostile uploads: damaged, truncated and polyglot files, malformed multipart bodies, oversized
 * streams and odd Range headers. Whatever arrives: no 5xx, no temporary file left behind, and a file
 * that is accepted is served back byte for byte with the type its bytes showed.
 */

const FIXTURES: Uint8Array[] = [
  jpegBytes(),
  pngBytes(),
  webpBytes(),
  wavBytes({ seconds: 0.2 }),
  mp3Bytes({ frames: 6, xing: true, id3: true }),
  mp3Bytes({ frames: 6 }),
  oggBytes({ codec: 'vorbis', seconds: 1 }),
  oggBytes({ codec: 'opus', seconds: 1 }),
  mp4Bytes({ brand: 'M4A ', seconds: 2 }),
  mp4Bytes({ seconds: 3, moovAtEnd: true, version1: true }),
  webmBytes({ tracks: [1, 2], durationMs: 1000 }),
  webmBytes({ tracks: [2] }),
  svgBytes(),
  htmlBytes(),
  zipBytes(),
  jpegBytes('<html><script>alert(1)</script></html>'),
  new Uint8Array([...htmlBytes(), ...jpegBytes()]),
];
const DECLARED = ['', 'image/jpeg', 'audio/webm', 'audio/webm;codecs=opus', 'audio/mp4', 'video/mp4', 'text/html', 'image/svg+xml', 'application/octet-stream', 'multipart/form-data; boundary=x'];
const OK_STATUSES = new Set([200, 201, 400, 409, 413, 415, 422]);

/** A fixture, damaged: a few bytes overwritten, maybe cut short, maybe with junk appended. */
const damagedFile = fc
  .record({
    base: fc.constantFrom(...FIXTURES),
    flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
    cut: fc.option(fc.nat(), { nil: undefined }),
    tail: fc.uint8Array({ maxLength: 200 }),
  })
  .map(({ base, flips, cut, tail }) => {
    const bytes = new Uint8Array([...base, ...tail]);
    for (const [at, value] of flips) bytes[at % bytes.length] = value;
    return cut === undefined ? bytes : bytes.subarray(0, cut % (bytes.length + 1));
  });
const fileName = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom('../../etc/passwd', '..', '.htaccess', 'a\u0000b.jpg', '\u202egpj.exe', 'x'.repeat(500)));

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await makeTestApp();
  mountMedia(t.app, t.deps);
  auth = (await insertUser(t)).headers;
});

async function storedCount() {
  const { n } = await t.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const files = existsSync(t.deps.config.mediaDir) ? readdirSync(t.deps.config.mediaDir).filter((f) => /^[0-9a-f]{32}$/.test(f)).length : 0;
  return { rows: Number(n), files };
}
const leftovers = () => (existsSync(t.deps.config.mediaDir) ? readdirSync(t.deps.config.mediaDir).filter((f) => !/^[0-9a-f]{32}$/.test(f)) : []);

async function safeJson(res: Response, label: string): Promise<Record<string, unknown>> {
  expect(OK_STATUSES.has(res.status), `${label}: status ${res.status}`).toBe(true);
  const text = await res.text();
  expect(text, label).not.toMatch(/\bat .*[/\\].*:\d+|\b\w*Error:/);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * An accepted file is served with the type the server decided: sound and video byte for byte, with
 * a duration; images re-encoded (a decodable image of that type, whatever was appended).
 */
async function expectServed(file: Record<string, unknown>, bytes: Uint8Array) {
  expect(['image', 'audio', 'video']).toContain(file.kind);
  const seconds = file.durationSeconds;
  if (file.kind === 'image') expect(seconds).toBeNull();
  else expect(typeof seconds === 'number' && seconds > 0 && Number.isFinite(seconds)).toBe(true);
  const res = await t.app.request(file.path as string);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe(file.mime);
  const served = new Uint8Array(await res.arrayBuffer());
  expect(served.length).toBe(file.size);
  if (file.kind !== 'image') expect(served).toEqual(bytes);
  else expect(`image/${(await sharp(served).metadata()).format}`).toBe(file.mime);
}

describe('hostile uploads', () => {
  it('PUT /api/files/:id with damaged, truncated and polyglot files', async () => {
    await fc.assert(
      fc.asyncProperty(damagedFile, fc.constantFrom(...DECLARED), fileName, async (bytes, declared, name) => {
        const headers: Record<string, string> = { ...auth, 'X-File-Name': encodeURIComponent(name.replace(/[\ud800-\udfff]/g, '')) };
        if (declared) headers['Content-Type'] = declared;
        const res = await t.app.request(`/api/files/${newId()}`, { method: 'PUT', headers, body: new Uint8Array(bytes) });
        const body = await safeJson(res, `PUT ${bytes.length} bytes as ${declared}`);
        if (res.status === 201) await expectServed(body, bytes);
        expect(leftovers()).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/files with hostile parts and damaged multipart bodies', async () => {
    const part = fc.record({
      name: fc.oneof({ weight: 6, arbitrary: fc.constant('files') }, fc.constant('ids'), fc.string({ maxLength: 10 })),
      filename: fc.option(
        fileName.map((n) => n.replace(/[\r\n]/g, '')),
        { nil: undefined },
      ),
      type: fc.constantFrom(...DECLARED),
      data: fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...FIXTURES.slice(0, 12)) },
        damagedFile,
        fc.constant('').map(() => newId()),
        fc.string({ maxLength: 80 }),
      ),
    });
    // Mostly intact bodies (so batches get accepted too), some cut short or with bytes overwritten.
    const damage = fc.oneof(
      { weight: 2, arbitrary: fc.constant({ cut: undefined, flips: [] as [number, number][] }) },
      fc.record({ cut: fc.option(fc.nat(), { nil: undefined }), flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }) }),
    );
    const wrongBoundary = fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, fc.constant(true));
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: FILES_PER_UPLOAD_MAX + 2 }), damage, wrongBoundary, async (parts, { cut, flips }, wrongBoundary) => {
        const { body, contentType } = multipartBody(parts);
        for (const [at, value] of flips) if (body.length) body[at % body.length] = value;
        const sent = cut === undefined ? body : body.slice(0, cut % (body.length + 1));
        const headers = { ...auth, 'Content-Type': wrongBoundary ? 'multipart/form-data; boundary=other' : contentType };
        const before = await storedCount();
        const res = await t.app.request('/api/files', { method: 'POST', headers, body: sent });
        const json = await safeJson(res, `POST ${parts.length} parts, ${sent.length} bytes`);
        const items = res.status === 201 ? (json.items as unknown[]) : [];
        if (res.status === 201) {
          expect(items.length).toBeGreaterThanOrEqual(1);
          expect(items.length).toBeLessThanOrEqual(FILES_PER_UPLOAD_MAX);
        }
        // All or nothing: a refused batch leaves no row and no file behind.
        const after = await storedCount();
        expect(after.rows - before.rows).toBe(items.length);
        expect(after.files).toBe(after.rows);
        expect(leftovers()).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('oversized streams of each kind stop at the limit with 413', async () => {
    const HEADS: Record<FileKind, Uint8Array> = { image: jpegBytes(), audio: mp3Bytes({ frames: 3, id3: true }), video: mp4Bytes({}) };
    const chunkSize = 256 * 1024;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<FileKind>('image', 'audio', 'video'), fc.integer({ min: 1, max: 1024 * 1024 }), async (kind, over) => {
        const total = MAX_BYTES_BY_KIND[kind] + over;
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= total) return controller.close();
            const chunk = new Uint8Array(Math.min(chunkSize, total - sent));
            if (sent === 0) chunk.set(HEADS[kind]);
            sent += chunk.length;
            controller.enqueue(chunk);
          },
        });
        const res = await t.app.request(`/api/files/${newId()}`, { method: 'PUT', headers: auth, body, duplex: 'half' } as RequestInit);
        expect(res.status).toBe(413);
        expect(sent).toBeLessThanOrEqual(MAX_BYTES_BY_KIND[kind] + 2 * chunkSize);
        expect(leftovers()).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });

  it('GET /media with hostile ids, ranges and validators', async () => {
    const bytes = mp3Bytes({ frames: 10, id3: true });
    const id = newId();
    expect((await t.app.request(`/api/files/${id}`, { method: 'PUT', headers: auth, body: bytes })).status).toBe(201);
    const size = bytes.length;
    const range = fc.oneof(
      fc.tuple(fc.option(fc.nat({ max: 2 * size }), { nil: undefined }), fc.option(fc.nat({ max: 2 * size }), { nil: undefined })).map(([a, b]) => `bytes=${a ?? ''}-${b ?? ''}`),
      fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
      fc.constantFrom('bytes=0-0,1-1', 'bytes=-', 'bytes=99999999999999999999-', 'bytes=--1', 'bytes=1-2-3', 'bytes= 1 - 2 '),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(id), fc.constant(id.toUpperCase()), fc.constantFrom('..', '%2e%2e', 'x'.repeat(300), '%00')),
        range,
        fc.option(fc.constantFrom('*', '"x"', 'W/"x"', ''), { nil: undefined }),
        fc.constantFrom('GET', 'HEAD'),
        async (target, rangeHeader, ifNoneMatch, method) => {
          const headers: Record<string, string> = { Range: rangeHeader };
          if (ifNoneMatch !== undefined) headers['If-None-Match'] = ifNoneMatch;
          const res = await t.app.request(`/media/${target}/name.mp3`, { method, headers });
          expect(res.status).toBeLessThan(500);
          const body = new Uint8Array(await res.arrayBuffer());
          if (res.status === 206) {
            const [, start, end, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('Content-Range') ?? '')!.map(Number);
            expect(total).toBe(size);
            expect(Number(res.headers.get('Content-Length'))).toBe(end! - start! + 1);
            if (method === 'GET') expect(body).toEqual(bytes.slice(start, end! + 1));
          }
          if (res.status === 200 && method === 'GET') expect(body).toEqual(bytes);
          if (res.status === 416) expect(res.headers.get('Content-Range')).toBe(`bytes */${size}`);
        },
      ),
      { numRuns: 60 },
    );
  });
});
