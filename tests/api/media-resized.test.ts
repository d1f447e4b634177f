import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { mediaStoreOf } from '#api/media/media-store.ts';
import { resizedKey } from '#api/media/resized.ts';
import { mountMedia } from '#api/media/routes.ts';
import { newId } from '#api/schemas/ids.ts';
import { IMAGE_WIDTHS } from '#api/schemas/file.ts';
import { insertUser } from '#tests/utils/factories-content.ts';
import { insertImage } from '#tests/utils/real-audio.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { wavBytes } from '#tests/utils/media-fixtures.ts';

let t: TestApp;
let userId: string;
let image: string; // an 800×600 PNG

beforeEach(async () => {
  t = await makeTestApp();
  mountMedia(t.app, t.deps);
  userId = (await insertUser(t)).id;
  image = await insertImage(t, userId);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

/** A file row whose stored bytes are `bytes`, as the upload route would leave it. */
async function insertStored(bytes: Buffer, mime: string, kind: 'image' | 'audio', name: string): Promise<string> {
  const id = newId();
  const staged = `${t.deps.config.mediaDir}/${id}.staged`;
  await writeFile(staged, bytes);
  await mediaStoreOf(t.deps).putFile(id, staged, { contentType: mime });
  await t.db
    .insertInto('files')
    .values({ id, owner_id: userId, name, mime, size: bytes.length, kind, duration_seconds: null, sha256: createHash('sha256').update(bytes).digest('hex'), created_at: t.deps.now().toISOString() })
    .execute();
  return id;
}

describe('GET /media/:id/:name?w=', () => {
  it('answers a picture made that wide, as WebP, with its own ETag and the long cache', async () => {
    const original = await get(`/media/${image}/cover.png`);
    const res = await get(`/media/${image}/cover.png?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('ETag')).toBe(original.headers.get('ETag')!.replace(/"$/, '-w320"'));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(bytes.length).toBeLessThan(Number(original.headers.get('Content-Length')) / 4);
    // Its ETag revalidates it.
    expect((await get(`/media/${image}/cover.png?w=320`, { 'If-None-Match': res.headers.get('ETag')! })).status).toBe(304);
  });

  it('never makes a picture wider than its original', async () => {
    const res = await get(`/media/${image}/x?w=1280`);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('makes each copy once and keeps it in the media store, even when asked twice at once', async () => {
    const store = mediaStoreOf(t.deps);
    expect(await store.size(resizedKey(image, 160))).toBeNull();
    const [a, b] = await Promise.all([get(`/media/${image}/x?w=160`), get(`/media/${image}/x?w=160`)]);
    const [bytesA, bytesB] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    expect(bytesA.equals(bytesB)).toBe(true);
    expect(await store.size(resizedKey(image, 160))).toBe(bytesA.length);
  });

  it.each(['100', 'abc', '', '320.0', '0320', '-320', '99999'])('refuses w=%s with 400 and the widths it makes', async (w) => {
    const res = await get(`/media/${image}/x?w=${w}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_width', message: `w must be one of ${IMAGE_WIDTHS.join(', ')}.` } });
  });

  it('refuses a width of a file that is not a picture', async () => {
    const audio = await insertStored(Buffer.from(wavBytes({ seconds: 0.1 })), 'audio/wav', 'audio', 'a.wav');
    const res = await get(`/media/${audio}/a.wav?w=320`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('not_an_image');
  });

  it('serves an SVG picture, and one sharp cannot read, as they are', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>');
    const svgId = await insertStored(svg, 'image/svg+xml', 'image', 'logo.svg');
    const asSvg = await get(`/media/${svgId}/logo.svg?w=96`);
    expect(asSvg.status).toBe(200);
    expect(asSvg.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(Buffer.from(await asSvg.arrayBuffer()).equals(svg)).toBe(true);

    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const damagedId = await insertStored(damaged, 'image/jpeg', 'image', 'broken.jpg');
    const asIs = await get(`/media/${damagedId}/broken.jpg?w=320`);
    expect(asIs.status).toBe(200);
    expect(asIs.headers.get('Content-Type')).toBe('image/jpeg');
    expect(Buffer.from(await asIs.arrayBuffer()).equals(damaged)).toBe(true);
  });

  it('answers 404 for an unknown file, whatever the width', async () => {
    expect((await get(`/media/${newId()}/x?w=320`)).status).toBe(404);
  });
});
