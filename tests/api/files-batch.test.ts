import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import { htmlBytes, jpegBytes, mp3Bytes, multipartBody, padTo, pngBytes, webmBytes } from '#tests/utils/media-fixtures.ts';
import { insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

let t: TestApp;
let user: ContentUser;

beforeEach(async () => {
  t = await makeTestApp();
  user = await insertUser(t);
});

const filesOnDisk = () => (existsSync(t.deps.config.mediaDir) ? readdirSync(t.deps.config.mediaDir).sort() : []);
type Part = Parameters<typeof multipartBody>[0][number];

function post(parts: Part[], options: { boundary?: string; auth?: Record<string, string> } = {}) {
  const { body, contentType } = multipartBody(parts, options.boundary);
  return t.app.request('/api/files', { method: 'POST', headers: { ...(options.auth ?? user.headers), 'Content-Type': contentType }, body });
}

const file = (filename: string, data: Uint8Array, type = 'application/octet-stream'): Part => ({ name: 'files', filename, type, data });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('POST /api/files', () => {
  it('stores 1 to 5 files and answers 201 {items} in order', async () => {
    const res = await post([
      file('a.jpg', jpegBytes()),
      file('b.png', pngBytes()),
      file('talk.mp3', mp3Bytes({ frames: 10, xing: true })),
      file('rec.webm', webmBytes({ tracks: [2] }), 'audio/webm'),
      file('é "quoted".jpg', jpegBytes('x')),
    ]);
    expect(res.status).toBe(201);
    const { items } = (await res.json()) as { items: { id: string; name: string; mime: string; kind: string; path: string }[] };
    // Stored under the id and the detected type's extension, never the client's name.
    expect(items.map((f) => [f.name.replace(f.id, '<id>'), f.mime, f.kind])).toEqual([
      ['<id>.jpg', 'image/jpeg', 'image'],
      ['<id>.png', 'image/png', 'image'],
      ['<id>.mp3', 'audio/mpeg', 'audio'],
      ['<id>.webm', 'audio/webm', 'audio'],
      ['<id>.jpg', 'image/jpeg', 'image'],
    ]);
    for (const item of items) expect(item.id).toMatch(/^[0-9a-f]{32}$/);
    expect(filesOnDisk()).toEqual(items.map((f) => f.id).sort());
  });

  it('uses the ids sent in the ids field, before or after the files, and is idempotent by id', async () => {
    const [a, b] = [newId(), newId()];
    const parts = [file('a.jpg', jpegBytes()), file('b.png', pngBytes()), { name: 'ids', data: `${a},${b}` }];
    const res = await post(parts);
    expect(res.status).toBe(201);
    const { items } = (await res.json()) as { items: { id: string }[] };
    expect(items.map((f) => f.id)).toEqual([a, b]);

    const repeat = await post([{ name: 'ids', data: a }, { name: 'ids', data: b }, file('a.jpg', jpegBytes()), file('b.png', pngBytes())]);
    expect(repeat.status).toBe(201);
    expect(((await repeat.json()) as { items: unknown }).items).toEqual(items);
    expect(filesOnDisk()).toEqual([a, b].sort());
  });

  it('refuses 6 files with 422 too_many_files and keeps none', async () => {
    const res = await post(Array.from({ length: 6 }, (_, i) => file(`${i}.jpg`, jpegBytes(String(i)))));
    expect(res.status).toBe(422);
    expect(await errorCode(res)).toBe('too_many_files');
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a form without files with 422', async () => {
    const res = await post([{ name: 'title', data: 'no files here' }]);
    expect(res.status).toBe(422);
    expect(await errorCode(res)).toBe('no_files');
  });

  it('keeps none of the batch when one file is refused (415, 413) or an id is taken (409)', async () => {
    const html = await post([file('a.jpg', jpegBytes()), file('evil.jpg', htmlBytes(), 'image/jpeg')]);
    expect(html.status).toBe(415);
    const big = await post([file('a.jpg', jpegBytes()), file('big.png', padTo(pngBytes(), IMAGE_MAX_BYTES + 1))]);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { message: string } }).error.message).toContain('big.png');
    expect(filesOnDisk()).toEqual([]);

    const taken = newId();
    const intruder = await insertUser(t);
    expect((await post([file('x.jpg', pngBytes()), { name: 'ids', data: taken }], { auth: intruder.headers })).status).toBe(201);
    const clash = await post([file('a.jpg', jpegBytes()), file('b.jpg', jpegBytes('b')), { name: 'ids', data: `${newId()} ${taken}` }]);
    expect(clash.status).toBe(409);
    expect(await errorCode(clash)).toBe('file_id_taken');
    expect(filesOnDisk()).toEqual([taken]);
  });

  it('checks the ids field: one valid, distinct id per file', async () => {
    const id = newId();
    for (const ids of ['nope', id, `${id},${id}`, `../../etc/passwd,${id}`]) {
      const res = await post([file('a.jpg', jpegBytes()), file('b.jpg', jpegBytes('b')), { name: 'ids', data: ids }]);
      expect(res.status, ids).toBe(422);
    }
    expect(filesOnDisk()).toEqual([]);
  });

  it('answers 401 without a token and 415 for a body that is not multipart', async () => {
    expect((await post([file('a.jpg', jpegBytes())], { auth: {} })).status).toBe(401);
    const json = await t.app.request('/api/files', { method: 'POST', headers: { ...user.headers, 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
  });

  it.each([
    ['no closing boundary', (b: string) => `--${b}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`],
    ['no boundary at all', () => 'just some bytes'],
    ['a part without Content-Disposition', (b: string) => `--${b}\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n--${b}--\r\n`],
    ['garbage after a boundary', (b: string) => `--${b}garbage\r\n\r\n--${b}--`],
  ])('answers 400 for a malformed body: %s', async (_label, make) => {
    const boundary = 'bnd';
    const res = await t.app.request('/api/files', {
      method: 'POST',
      headers: { ...user.headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.from(make(boundary), 'latin1'),
    });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('malformed_multipart');
    expect(filesOnDisk()).toEqual([]);
  });

  it('parses parts split across any chunk boundary', async () => {
    const bytes = mp3Bytes({ frames: 8, xing: true });
    const { body, contentType } = multipartBody([file('a.mp3', bytes), file('b.jpg', jpegBytes())], 'boundary-with-prefix-of-itself-bound');
    for (const size of [1, 7, 61, 4096]) {
      let offset = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= body.length) return controller.close();
          controller.enqueue(body.slice(offset, offset + size));
          offset += size;
        },
      });
      const res = await t.app.request('/api/files', { method: 'POST', headers: { ...user.headers, 'Content-Type': contentType }, body: stream, duplex: 'half' } as RequestInit);
      expect(res.status, `chunks of ${size}`).toBe(201);
      const { items } = (await res.json()) as { items: { id: string; size: number }[] };
      expect(items.map((f) => f.size)).toEqual([bytes.length, jpegBytes().length]);
      expect(readFileSync(path.join(t.deps.config.mediaDir, items[0]!.id))).toEqual(Buffer.from(bytes));
    }
  });

  it('reads the RFC 8187 filename* (named in messages) and a quoted boundary', async () => {
    const boundary = 'q b';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="fallback.jpg"; filename*=UTF-8''caf%C3%A9.jpg\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(raw), Buffer.from(padTo(jpegBytes(), IMAGE_MAX_BYTES + 1)), Buffer.from(`\r\n--${boundary}--`)]);
    const res = await t.app.request('/api/files', { method: 'POST', headers: { ...user.headers, 'Content-Type': `multipart/form-data; boundary="${boundary}"` }, body });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('"café.jpg"');
  });
});
