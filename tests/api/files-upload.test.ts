import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { removeStaleParts } from '#api/media/store.ts';
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import {
  type Bytes,
  htmlBytes,
  jpegBytes,
  mp3Bytes,
  mp4Bytes,
  oggBytes,
  padTo,
  pngBytes,
  svgBytes,
  wavBytes,
  webmBytes,
  webpBytes,
} from '#tests/utils/media-fixtures.ts';
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

function put(id: string, body: Bytes, headers: Record<string, string> = {}, auth = user.headers) {
  return t.app.request(`/api/files/${id}`, { method: 'PUT', headers: { ...auth, ...headers }, body });
}

describe('PUT /api/files/:id', () => {
  it.each([
    ['photo.jpg', jpegBytes(), 'image/jpeg', 'image'],
    ['photo.png', pngBytes(), 'image/png', 'image'],
    ['photo.webp', webpBytes(), 'image/webp', 'image'],
    ['song.mp3', mp3Bytes({ frames: 20, xing: true }), 'audio/mpeg', 'audio'],
    ['voice.ogg', oggBytes({ codec: 'opus', seconds: 2 }), 'audio/ogg', 'audio'],
    ['voice.wav', wavBytes({ seconds: 0.5 }), 'audio/wav', 'audio'],
    ['voice.m4a', mp4Bytes({ brand: 'M4A ', seconds: 3 }), 'audio/mp4', 'audio'],
    ['clip.mp4', mp4Bytes({ seconds: 9 }), 'video/mp4', 'video'],
    ['clip.webm', webmBytes({ tracks: [1, 2], durationMs: 1500 }), 'video/webm', 'video'],
  ])('stores %s by content and answers 201 with the File', async (name, bytes, mime, kind) => {
    const id = newId();
    const res = await put(id, bytes, { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(name) });
    expect(res.status).toBe(201);
    const file = (await res.json()) as Record<string, unknown>;
    expect(file).toMatchObject({ id, name, mime, kind, size: bytes.length, path: `/media/${id}/${encodeURIComponent(name)}` });
    expect(readFileSync(path.join(mediaDir(), id))).toEqual(Buffer.from(bytes));
    expect(filesOnDisk()).toEqual([id]);
  });

  it('records durations the container states and null for a recorder webm', async () => {
    const res = await put(newId(), mp4Bytes({ seconds: 9 }));
    expect(((await res.json()) as { durationSeconds: number }).durationSeconds).toBe(9);
    const recording = await put(newId(), webmBytes({ tracks: [2] }), { 'Content-Type': 'audio/webm;codecs=opus' });
    expect(await recording.json()).toMatchObject({ mime: 'audio/webm', kind: 'audio', durationSeconds: null });
  });

  it('takes a browser recording declared audio/webm as audio even when the tracks are out of reach', async () => {
    const res = await put(newId(), webmBytes({ tracks: [], withoutTracks: true }), { 'Content-Type': 'audio/webm' });
    expect(await res.json()).toMatchObject({ mime: 'audio/webm', kind: 'audio' });
  });

  it.each([
    ['an SVG', svgBytes(), 'image/svg+xml', 'logo.svg'],
    ['an HTML page named .jpg', htmlBytes(), 'image/jpeg', 'photo.jpg'],
    ['plain text', new TextEncoder().encode('just words'), 'text/plain', 'notes.txt'],
  ])('refuses %s with 415 and leaves nothing on disk', async (_label, bytes, type, name) => {
    const res = await put(newId(), bytes, { 'Content-Type': type, 'X-File-Name': name });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    expect(filesOnDisk()).toEqual([]);
  });

  it('keeps a polyglot that is a real JPEG as a JPEG, served as image/jpeg', async () => {
    const res = await put(newId(), jpegBytes('<html><script>alert(1)</script></html>'), { 'Content-Type': 'text/html' });
    expect(await res.json()).toMatchObject({ mime: 'image/jpeg' });
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

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..%2F..%2Fsecret.jpg', 'secret.jpg'],
    ['C%3A%5Cwindows%5Cwin.ini', 'win.ini'],
    ['%2E%2E', 'file'],
    ['.htaccess', 'htaccess'],
    ['a%00b%0D%0AX-Evil%3A%201.jpg', 'abX-Evil: 1.jpg'],
    ['%E2%80%AEgpj.exe', 'gpj.exe'],
    ['%E2%9C%93%20r%C3%A9sum%C3%A9.jpg', '✓ résumé.jpg'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['', 'file'],
  ])('sanitises X-File-Name %j to %j', async (header, name) => {
    const res = await put(newId(), jpegBytes(), header ? { 'X-File-Name': header } : {});
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe(name);
  });

  it('reads a raw UTF-8 X-File-Name that the client forgot to URI-encode', async () => {
    const latin1 = Buffer.from('résumé.jpg', 'utf8').toString('latin1');
    const res = await put(newId(), jpegBytes(), { 'X-File-Name': latin1 });
    expect(((await res.json()) as { name: string }).name).toBe('résumé.jpg');
  });

  it('cuts long names to 120 characters, keeping the extension', async () => {
    const res = await put(newId(), jpegBytes(), { 'X-File-Name': `${'é'.repeat(300)}.jpeg` });
    const { name } = (await res.json()) as { name: string };
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('.jpeg')).toBe(true);
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
    writeFileSync(path.join(mediaDir(), 'abc.part'), 'half a file');
    expect(await removeStaleParts(mediaDir())).toBe(1);
    expect(filesOnDisk()).toEqual([id]);
    expect(await removeStaleParts(path.join(mediaDir(), 'missing'))).toBe(0);
  });
});
