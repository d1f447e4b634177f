import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { removeStaleParts, STALE_PART_MS } from '#api/media/store.ts';
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import { type Bytes, htmlBytes, jpegBytes, mp3Bytes, mp4Bytes, oggBytes, fakeJpegBytes, padTo, pngBytes, svgBytes, wavBytes, webmBytes, webpBytes } from '#tests/utils/media-fixtures.ts';
import { insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

let t: TestApp;
let user: ContentUser;

beforeEach(async () => {
  t = await makeTestApp();
  user = await insertUser(t);
});

const mediaDir = () => t.deps.config.mediaDir;
const filesOnDisk = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()) : []);

/** An MP4 whose index lists no track: the container parses, but holds nothing to play. */
function mp4Without(): Uint8Array<ArrayBuffer> {
  const bytes = mp4Bytes({ seconds: 2, audioOnly: true });
  const text = Buffer.from(bytes).toString('latin1');
  // Rename the track box so no parser takes it for one.
  const at = text.indexOf('trak');
  bytes.set(new TextEncoder().encode('free'), at);
  return bytes;
}

function put(id: string, body: Bytes, headers: Record<string, string> = {}, auth = user.headers) {
  return t.app.request(`/api/files/${id}`, { method: 'PUT', headers: { ...auth, ...headers }, body });
}

describe('PUT /api/files/:id', () => {
  it.each([
    ['photo.jpg', jpegBytes(), 'image/jpeg', 'image', 'jpg'],
    ['photo.png', pngBytes(), 'image/png', 'image', 'png'],
    ['photo.webp', webpBytes(), 'image/webp', 'image', 'webp'],
    ['song.mp3', mp3Bytes({ frames: 20, xing: true }), 'audio/mpeg', 'audio', 'mp3'],
    ['voice.ogg', oggBytes({ codec: 'opus', seconds: 2 }), 'audio/ogg', 'audio', 'ogg'],
    ['voice.wav', wavBytes({ seconds: 0.5 }), 'audio/wav', 'audio', 'wav'],
    ['voice.m4a', mp4Bytes({ brand: 'M4A ', seconds: 3 }), 'audio/mp4', 'audio', 'm4a'],
    ['clip.mp4', mp4Bytes({ seconds: 9 }), 'video/mp4', 'video', 'mp4'],
    ['clip.webm', webmBytes({ tracks: [1, 2], durationMs: 1500 }), 'video/webm', 'video', 'webm'],
  ])('stores %s by content and answers 201 with the File, named by id and detected type', async (name, bytes, mime, kind, ext) => {
    const id = newId();
    const res = await put(id, bytes, { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(name) });
    expect(res.status).toBe(201);
    const file = (await res.json()) as Record<string, unknown>;
    const stored = readFileSync(path.join(mediaDir(), id));
    expect(file).toMatchObject({ id, name: `${id}.${ext}`, mime, kind, size: stored.length, path: `/media/${id}/${id}.${ext}` });
    // Sound and video are kept as sent; images are re-encoded (decoded first, so proven images).
    if (kind !== 'image') expect(stored).toEqual(Buffer.from(bytes));
    expect(filesOnDisk()).toEqual([id]);
  });

  it('records durations the container states, and computes one for a recorder webm that states none', async () => {
    const res = await put(newId(), mp4Bytes({ seconds: 9 }));
    expect(((await res.json()) as { durationSeconds: number }).durationSeconds).toBe(9);
    const recording = await put(newId(), webmBytes({ tracks: [2], lengthMs: 2500 }), { 'Content-Type': 'audio/webm;codecs=opus' });
    expect(await recording.json()).toMatchObject({ mime: 'audio/webm', kind: 'audio', durationSeconds: 2.5 });
    const streamedWav = await put(newId(), wavBytes({ seconds: 2, streamed: true }));
    expect(await streamedWav.json()).toMatchObject({ mime: 'audio/wav', durationSeconds: 2 });
  });

  it('takes a real Chromium MediaRecorder recording (unknown-size clusters, no duration) with its duration', async () => {
    // Recorded by Debian's Chromium: 3 s of a tone, MediaRecorder('audio/webm;codecs=opus') with 500 ms slices.
    const bytes = new Uint8Array(readFileSync(new URL('../utils/media/chromium-recording.webm', import.meta.url)));
    const res = await put(newId(), bytes, { 'Content-Type': 'audio/webm;codecs=opus' });
    expect(res.status).toBe(201);
    const file = (await res.json()) as { mime: string; kind: string; durationSeconds: number };
    expect(file).toMatchObject({ mime: 'audio/webm', kind: 'audio' });
    expect(file.durationSeconds).toBeGreaterThan(2.5);
    expect(file.durationSeconds).toBeLessThan(3.1);
  });

  it('settles WebM and MP4 as audio or video by their tracks, not by the declared type', async () => {
    const video = await put(newId(), webmBytes({ tracks: [1, 2], lengthMs: 800 }), { 'Content-Type': 'audio/webm' });
    expect(await video.json()).toMatchObject({ mime: 'video/webm', kind: 'video' });
    const sound = await put(newId(), mp4Bytes({ seconds: 2, audioOnly: true }), { 'Content-Type': 'video/mp4' });
    expect(await sound.json()).toMatchObject({ mime: 'audio/mp4', kind: 'audio' });
  });

  it.each([
    ['an SVG', svgBytes(), 'image/svg+xml', 'logo.svg', 'unsupported_media_type'],
    ['an HTML page named .jpg', htmlBytes(), 'image/jpeg', 'photo.jpg', 'unsupported_media_type'],
    ['plain text', new TextEncoder().encode('just words'), 'text/plain', 'notes.txt', 'unsupported_media_type'],
    ['an ID3 tag and no audio frame', mp3Bytes({ frames: 0, id3: true }), 'audio/mpeg', 'song.mp3', 'unsupported_media_type'],
    ['JPEG magic bytes around an HTML page (polyglot)', fakeJpegBytes('<html><script>alert(1)</script></html>'), 'image/jpeg', 'a.jpg', 'unreadable_media'],
    ['a video in an Ogg', oggBytes({ codec: 'theora', seconds: 1 }), 'audio/ogg', 'v.ogg', 'unsupported_media_type'],
    ['an MP4 with no track', mp4Without(), 'video/mp4', 'v.mp4', 'unreadable_media'],
  ])('refuses %s with 415 and leaves nothing on disk', async (_label, bytes, type, name, code) => {
    const res = await put(newId(), bytes, { 'Content-Type': type, 'X-File-Name': name });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(filesOnDisk()).toEqual([]);
  });

  it('stores a real JPEG with a page appended (polyglot) without what was appended', async () => {
    const id = newId();
    const res = await put(id, jpegBytes('<html><script>alert(1)</script></html>'), { 'Content-Type': 'text/html', 'X-File-Name': 'a%00b.html' });
    expect(await res.json()).toMatchObject({ mime: 'image/jpeg', name: `${id}.jpg` });
    expect(readFileSync(path.join(mediaDir(), id)).includes('<script>')).toBe(false);
  });

  it.each([
    ['image', jpegBytes(), IMAGE_MAX_BYTES],
    ['audio', mp3Bytes({ frames: 3, id3: true }), AUDIO_MAX_BYTES],
    ['video', mp4Bytes({}), VIDEO_MAX_BYTES],
  ])('refuses an %s one byte over its limit with 413, naming the file, and removes the partial file', async (_kind, head, limit) => {
    const res = await put(newId(), padTo(head, limit + 1), { 'X-File-Name': 'big%20one.bin' });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('file_too_large');
    expect(body.error.message).toContain('big one.bin');
    expect(filesOnDisk()).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const res = await put(newId(), padTo(jpegBytes(), IMAGE_MAX_BYTES));
    expect(res.status).toBe(201);
  });

  it('is idempotent by id: 200 with the same File for the same bytes, 409 for other bytes or another owner', async () => {
    const id = newId();
    const first = await put(id, jpegBytes(), { 'X-File-Name': 'a.jpg' });
    expect(first.status).toBe(201);
    const again = await put(id, jpegBytes(), { 'X-File-Name': 'renamed.jpg' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());

    const other = await put(id, pngBytes());
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('file_id_taken');
    const intruder = await insertUser(t);
    expect((await put(id, jpegBytes(), {}, intruder.headers)).status).toBe(409);
    expect(filesOnDisk()).toEqual([id]);
  });

  it('replays the first answer for a repeated Idempotency-Key (outbox retry), with or without a type', async () => {
    for (const type of [{}, { 'Content-Type': 'image/jpeg' }] as Record<string, string>[]) {
      const id = newId();
      const headers = { ...type, 'Idempotency-Key': `device:${id}` };
      const first = await put(id, jpegBytes(), headers);
      const again = await put(id, jpegBytes(), headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
    }
  });

  it('answers 401 without a token, 422 for a malformed id and 422 for an empty body', async () => {
    expect((await put(newId(), jpegBytes(), {}, {} as typeof user.headers)).status).toBe(401);
    expect((await put('NOT-AN-ID', jpegBytes())).status).toBe(422);
    expect((await put('..%2F..%2Fetc%2Fpasswd', jpegBytes())).status).toBe(422);
    const empty = await put(newId(), new Uint8Array());
    expect(empty.status).toBe(422);
    expect(filesOnDisk()).toEqual([]);
  });

  it.each(['../../etc/passwd', 'a%00b.html', '%E2%80%AEgpj.exe', ''])('names the stored file by id and type whatever X-File-Name says (%j)', async (header) => {
    const id = newId();
    const res = await put(id, pngBytes(), header ? { 'X-File-Name': header } : {});
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe(`${id}.png`);
  });

  it('streams a body in many small chunks', async () => {
    const bytes = padTo(mp3Bytes({ frames: 40, xing: true }), 300_000);
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, offset + 1000));
        offset += 1000;
      },
    });
    const id = newId();
    const res = await t.app.request(`/api/files/${id}`, { method: 'PUT', headers: user.headers, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(201);
    expect(readFileSync(path.join(mediaDir(), id)).length).toBe(bytes.length);
  });

  it('stops reading an oversized body as soon as it passes the limit', async () => {
    const chunk = 64 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(pulled === 0 ? padTo(jpegBytes(), chunk) : new Uint8Array(chunk));
        pulled += chunk;
      },
    });
    const res = await t.app.request(`/api/files/${newId()}`, { method: 'PUT', headers: user.headers, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    // The stream never ends: the server stopped within a few chunks of the 2 MB image limit.
    expect(pulled).toBeLessThan(IMAGE_MAX_BYTES + 4 * chunk);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses unknown bytes after the first 64 KB without reading the rest', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('<html>'.repeat(2000)));
        pulled += 12_000;
      },
    });
    const res = await t.app.request(`/api/files/${newId()}`, { method: 'PUT', headers: user.headers, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(415);
    expect(pulled).toBeLessThan(200_000);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe('removeStaleParts', () => {
  it('deletes the .part files an interrupted upload left, and nothing else', async () => {
    const id = newId();
    await put(id, jpegBytes());
    const stale = path.join(mediaDir(), 'abc.part');
    writeFileSync(stale, 'half a file');
    const longAgo = new Date(Date.now() - STALE_PART_MS - 60_000);
    utimesSync(stale, longAgo, longAgo);
    // Another instance sharing DATA_DIR is receiving this one right now: it stays.
    writeFileSync(path.join(mediaDir(), 'def.part'), 'an upload in progress');
    expect(await removeStaleParts(mediaDir())).toBe(1);
    expect(filesOnDisk().sort()).toEqual([id, 'def.part'].sort());
    expect(await removeStaleParts(path.join(mediaDir(), 'missing'))).toBe(0);
  });
});
