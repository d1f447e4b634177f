import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { mp3Bytes, padTo } from '#tests/utils/media-fixtures.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { rawPatch } from '#tests/utils/tus-raw.ts';
import { tusClient } from '#tests/utils/tus-testing.ts';

/**
 * Uploads whose connection drops half-way, through the real Node server (issue #25): the staged
 * `.part` of a plain or multipart upload is deleted as soon as the server sees the socket close; a
 * resumable (tus) upload keeps what it received, to be resumed.
 */
let server: ServerType;
let base = '';
let t: TestApp;
let user: ContentUser;

beforeAll(async () => {
  t = await makeTestApp();
  user = await insertUser(t);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const mediaDir = () => t.deps.config.mediaDir;
const parts = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).filter((name) => name.endsWith('.part')) : []);
/** An MP3 of 3 MB: larger than the first write batch, so a part file exists when the cut comes. */
const song = () => Buffer.from(padTo(mp3Bytes({ frames: 40, xing: true }), 3_000_000));

/**
 * Sends the first `before` bytes of `body`, waits until the server has staged some in a `.part` (a
 * multipart batch may have two: one staged, one being received), then destroys the socket (a phone
 * losing its network); resolves once the socket is closed.
 */
async function cutUpload(method: string, url: string, headers: Record<string, string>, body: Buffer, before: number) {
  const request = http.request(`${base}${url}`, { method, headers, agent: false });
  const closed = new Promise<void>((resolve) => request.on('close', () => resolve()));
  request.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => request.write(body.subarray(0, before), (error) => (error ? reject(error) : resolve())));
  await expect.poll(() => parts().length, { timeout: 10_000 }).toBeGreaterThan(0);
  request.destroy();
  await closed;
}

describe('an upload whose connection drops half-way', () => {
  it('PUT /api/files/:id with a Content-Length leaves no part file', async () => {
    const body = song();
    await cutUpload('PUT', `/api/files/${newId()}`, { ...user.headers, 'Content-Length': String(body.length) }, body, 1_000_000);
    await expect.poll(parts, { timeout: 5000 }).toEqual([]);
    expect(await t.db.selectFrom('files').select('id').execute()).toEqual([]);
  });

  it('a chunked PUT (no Content-Length) leaves no part file', async () => {
    await cutUpload('PUT', `/api/files/${newId()}`, { ...user.headers }, song(), 1_000_000);
    await expect.poll(parts, { timeout: 5000 }).toEqual([]);
  });

  it('a multipart POST cut in its second file leaves neither part file', async () => {
    const boundary = 'cut-boundary';
    const head = (name: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: audio/mpeg\r\n\r\n`);
    const first = Buffer.from(mp3Bytes({ frames: 40, xing: true }));
    const body = Buffer.concat([head('one.mp3'), first, Buffer.from('\r\n'), head('two.mp3'), song(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const headers = { ...user.headers, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length) };
    // The first file is complete and staged; the second is half-way when the socket goes.
    await cutUpload('POST', '/api/files', headers, body, first.length + 1_000_000);
    await expect.poll(parts, { timeout: 5000 }).toEqual([]);
    expect(await t.db.selectFrom('files').select('id').execute()).toEqual([]);
  });

  it('a tus PATCH keeps the bytes it received, to be resumed, and stages nothing in the media folder', async () => {
    const body = song();
    const tus = tusClient(t, user.headers);
    const created = await tus.create(body.length, { fileId: newId(), filename: 'long.mp3', filetype: 'audio/mpeg' });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    const patch = rawPatch(`${base}${location}`, { ...user.headers }, 0, body);
    await patch.send(1_000_000);
    const uploadPath = path.join(t.dataDir, 'uploads', location.split('/').pop()!);
    await expect.poll(() => (existsSync(uploadPath) ? statSync(uploadPath).size : 0), { timeout: 5000 }).toBeGreaterThan(0);
    patch.cut();
    expect(await patch.answer).toBeNull();
    await expect.poll(async () => Number((await tus.head(location)).headers.get('Upload-Offset')), { timeout: 5000 }).toBeGreaterThan(0);
    expect(parts()).toEqual([]);
  });
});
