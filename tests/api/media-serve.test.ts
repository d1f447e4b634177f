import { rmSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountMedia } from '#api/media/routes.ts';
import { newId } from '#api/schemas/ids.ts';
import { wavBytes } from '#tests/utils/media-fixtures.ts';
import { insertUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

let t: TestApp;
let id: string;
// 10,000 bytes whose every position is distinguishable, so a wrong slice shows.
// 10,000 bytes of WAV whose samples vary, so a range off by one byte shows.
const bytes = wavBytes({ seconds: (10_000 - 44) / 16_000 }).map((b, i) => (i < 44 ? b : i % 251));

beforeEach(async () => {
  t = await makeTestApp();
  mountMedia(t.app, t.deps);
  const user = await insertUser(t);
  id = newId();
  const name = encodeURIComponent('ma "voix" été.wav');
  const res = await t.app.request(`/api/files/${id}`, { method: 'PUT', headers: { ...user.headers, 'X-File-Name': name }, body: bytes });
  expect(res.status).toBe(201);
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => t.app.request(url, { method, headers });

describe('GET /media/:id/:name?', () => {
  it('serves the bytes with type, length, ETag, long cache, nosniff and an inline disposition', async () => {
    const res = await get(`/media/${id}/anything.wav`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const h = res.headers;
    expect(h.get('Content-Type')).toBe('audio/wav');
    expect(h.get('Content-Length')).toBe('10000');
    expect(h.get('Accept-Ranges')).toBe('bytes');
    expect(h.get('ETag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(h.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(h.get('X-Content-Type-Options')).toBe('nosniff');
    // Served under the stored name (id + detected type), never the client's.
    expect(h.get('Content-Disposition')).toBe(`inline; filename="${id}.wav"; filename*=UTF-8''${id}.wav`);
    // The name segment is cosmetic.
    expect((await get(`/media/${id}`)).status).toBe(200);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=9990-', 9990, 9999],
    ['bytes=-10', 9990, 9999],
    ['bytes=500-20000', 500, 9999],
    ['bytes=-20000', 0, 9999],
    ['bytes=9999-9999', 9999, 9999],
  ])('answers %s with 206 and the exact bytes', async (range, start, end) => {
    const res = await get(`/media/${id}/x`, { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/10000`);
    expect(res.headers.get('Content-Length')).toBe(String(end - start + 1));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(start, end + 1));
  });

  it.each(['bytes=10000-', 'bytes=20000-30000', 'bytes=-0'])('answers %s with 416 and the size', async (range) => {
    const res = await get(`/media/${id}/x`, { Range: range });
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe('bytes */10000');
  });

  it.each(['bytes=0-1,5-6', 'bytes=5-1', 'items=0-1', 'bytes=abc', 'bytes=-'])('answers the whole file for %s', async (range) => {
    const res = await get(`/media/${id}/x`, { Range: range });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(10_000);
  });

  it('answers HEAD with the headers and no body, for the whole file and for a range', async () => {
    const head = await get(`/media/${id}/x`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe('10000');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const ranged = await get(`/media/${id}/x`, { Range: 'bytes=0-9' }, 'HEAD');
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('Content-Range')).toBe('bytes 0-9/10000');
  });

  it('answers 304 to a matching If-None-Match, and ignores a stale If-Range', async () => {
    const etag = (await get(`/media/${id}`)).headers.get('ETag')!;
    const cached = await get(`/media/${id}`, { 'If-None-Match': `"other", W/${etag}` });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('ETag')).toBe(etag);
    expect((await get(`/media/${id}`, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await get(`/media/${id}`, { Range: 'bytes=0-1', 'If-Range': etag })).status).toBe(206);
    expect((await get(`/media/${id}`, { Range: 'bytes=0-1', 'If-Range': '"stale"' })).status).toBe(200);
  });

  it.each([
    () => `/media/${newId()}`,
    () => '/media/not-an-id/x',
    () => `/media/${id.toUpperCase()}`,
    () => `/media/${id}/a/b`,
    () => '/media/..%2F..%2Fetc%2Fpasswd',
    () => `/media/${id}%2F..%2F..%2Fapp.sqlite`,
    () => '/media/',
  ])('answers 404 JSON for unknown or malformed ids (%#)', async (url) => {
    const res = await get(url());
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('file_not_found');
  });

  it.each(['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd', `/media/x/../../../${'..%2F'.repeat(5)}etc/passwd`])(
    '%s is normalised out of /media before routing and never reaches the disk',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('root:');
    },
  );

  it('answers 404 when the row exists but the bytes are gone', async () => {
    rmSync(path.join(t.deps.config.mediaDir, id));
    expect((await get(`/media/${id}`)).status).toBe(404);
  });
});
