import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '#api/schemas/file.ts';
import { expireUploads } from '#api/uploads/finish.ts';
import { UPLOAD_EXPIRY_MS } from '#api/uploads/backend.ts';
import { insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { htmlBytes, jpegBytes, mp3Bytes, mp4Bytes, padTo } from '#tests/utils/media-fixtures.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { tusClient } from '#tests/utils/tus-testing.ts';

let t: TestApp;
let user: ContentUser;
let other: ContentUser;

beforeEach(async () => {
  t = await makeTestApp();
  user = await insertUser(t);
  other = await insertUser(t);
});

const uploadsDir = () => path.join(t.deps.config.mediaDir, '..', 'uploads');
const uploadsOnDisk = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const mediaOnDisk = () => (existsSync(t.deps.config.mediaDir) ? readdirSync(t.deps.config.mediaDir) : []);

async function created(bytes: Uint8Array, meta: Record<string, string> = {}, who = user) {
  const fileId = newId();
  const res = await tusClient(t, who.headers).create(bytes.length, {
    fileId,
    filename: 'clip.mp4',
    filetype: 'video/mp4',
    ...meta,
  });
  expect(res.status).toBe(201);
  return { fileId, location: res.headers.get('Location')! };
}

describe('tus creation', () => {
  it('creates an upload for a signed-in user, with a relative Location and an expiry', async () => {
    const res = await tusClient(t, user.headers).create(1000, {
      fileId: newId(),
      filename: 'a.mp3',
      filetype: 'audio/mpeg',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Location')).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    expect(res.headers.get('Tus-Resumable')).toBe('1.0.0');
    expect(res.headers.get('Upload-Expires')).toBeTruthy();
  });

  it('refuses anyone signed out', async () => {
    const res = await tusClient(t, {}).create(1000, { fileId: newId() });
    expect(res.status).toBe(401);
    expect(uploadsOnDisk()).toEqual([]);
  });

  it.each([
    ['image/jpeg', IMAGE_MAX_BYTES + 1],
    ['audio/mpeg', AUDIO_MAX_BYTES + 1],
    ['video/mp4', VIDEO_MAX_BYTES + 1],
  ])('refuses a declared %s longer than its kind allows, before any byte (413)', async (filetype, length) => {
    const res = await tusClient(t, user.headers).create(length, {
      fileId: newId(),
      filetype,
    });
    expect(res.status).toBe(413);
    expect(uploadsOnDisk()).toEqual([]);
  });

  it.each([['-1'], ['abc'], ['1e9'], ['99999999999999999999999'], ['']])('answers a hostile Upload-Length %j with a 4xx, never a 500', async (length) => {
    const res = await tusClient(t, user.headers).create(length, {
      fileId: newId(),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses a deferred length, a missing or malformed fileId, and broken metadata', async () => {
    const tus = tusClient(t, user.headers);
    expect((await tus.create(10, { fileId: newId() }, { 'Upload-Defer-Length': '1', 'Upload-Length': '' })).status).toBeLessThan(500);
    expect((await tus.create(10, { filename: 'x' })).status).toBe(422);
    expect((await tus.create(10, { fileId: '../../etc' })).status).toBe(422);
    const broken = await t.app.request('/api/uploads', {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        ...user.headers,
        'Upload-Length': '10',
        'Upload-Metadata': 'fileId !!!,,',
      },
    });
    expect(broken.status).toBe(400);
  });

  it('refuses a fileId that holds another user’s file (409)', async () => {
    const { fileId, location } = await created(mp3Bytes({ frames: 20 }), { filetype: 'audio/mpeg' }, other);
    const bytes = mp3Bytes({ frames: 20 });
    await tusClient(t, other.headers).patch(location, 0, bytes);
    expect((await tusClient(t, other.headers).finish(location)).status).toBe(201);
    const res = await tusClient(t, user.headers).create(100, {
      fileId,
      filetype: 'audio/mpeg',
    });
    expect(res.status).toBe(409);
  });
});

describe('HEAD, PATCH and finish', () => {
  it('resumes from the offset HEAD gives and finishes into the same File as POST /api/files', async () => {
    const bytes = mp4Bytes({ seconds: 4, mdatBytes: 300_000 });
    const { fileId, location } = await created(bytes);
    const tus = tusClient(t, user.headers);
    const first = await tus.patch(location, 0, bytes.subarray(0, 100_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('Upload-Offset')).toBe('100000');
    // The connection drops: the client asks where to start again.
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Offset')).toBe('100000');
    expect(head.headers.get('Upload-Length')).toBe(String(bytes.length));
    // Sending from a stale offset changes nothing (409).
    expect((await tus.patch(location, 0, bytes.subarray(0, 10))).status).toBe(409);
    expect((await tus.patch(location, 100_000, bytes.subarray(100_000))).status).toBe(204);
    // Not a File until finished.
    expect(mediaOnDisk()).toEqual([]);
    const done = await tus.finish(location);
    expect(done.status).toBe(201);
    const file = (await done.json()) as Record<string, unknown>;
    expect(file).toMatchObject({
      id: fileId,
      kind: 'video',
      mime: 'video/mp4',
      size: bytes.length,
      path: `/media/${fileId}/${fileId}.mp4`,
    });
    expect(readFileSync(path.join(t.deps.config.mediaDir, fileId))).toEqual(Buffer.from(bytes));
    // Finishing again answers the same File; the store keeps nothing.
    const again = await tus.finish(location);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(file);
    expect(uploadsOnDisk()).toEqual([]);
    // The server's count: every byte arrived once.
    const row = await t.db.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ received_bytes: bytes.length, patches: 2 });
  });

  it('refuses to finish an incomplete upload (409 with its offset), and keeps it resumable', async () => {
    const bytes = mp3Bytes({ frames: 40 });
    const { location } = await created(bytes, { filetype: 'audio/mpeg' });
    const tus = tusClient(t, user.headers);
    await tus.patch(location, 0, bytes.subarray(0, 500));
    const res = await tus.finish(location);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'upload_incomplete' },
      offset: 500,
    });
    expect((await tus.head(location)).headers.get('Upload-Offset')).toBe('500');
  });

  it.each([['-5'], ['abc'], ['1e3'], ['999999999999'], ['5']])('answers a hostile Upload-Offset %j without touching the upload', async (offset) => {
    const bytes = mp3Bytes({ frames: 20 });
    const { location } = await created(bytes, { filetype: 'audio/mpeg' });
    const tus = tusClient(t, user.headers);
    const res = await tus.patch(location, offset, bytes);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await tus.head(location)).headers.get('Upload-Offset')).toBe('0');
  });

  it('refuses a body longer than the upload, a wrong Content-Type, and an unknown upload', async () => {
    const bytes = mp3Bytes({ frames: 20 });
    const { location } = await created(bytes, { filetype: 'audio/mpeg' });
    const tus = tusClient(t, user.headers);
    const long = await tus.patch(location, 0, padTo(bytes, bytes.length + 1000), { 'Content-Length': String(bytes.length + 1000) });
    expect(long.status).toBe(413);
    expect((await tus.patch(location, 0, bytes, { 'Content-Type': 'text/plain' })).status).toBe(400);
    expect((await tus.head('/api/uploads/0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await tus.head('/api/uploads/..%2F..%2Fapp.sqlite')).status).toBe(404);
  });

  it('lets nobody but the creator resume, read, finish or delete an upload', async () => {
    const bytes = mp3Bytes({ frames: 20 });
    const { location } = await created(bytes, { filetype: 'audio/mpeg' });
    const mine = tusClient(t, user.headers);
    await mine.patch(location, 0, bytes.subarray(0, 100));
    const theirs = tusClient(t, other.headers);
    expect((await theirs.head(location)).status).toBe(404);
    expect((await theirs.patch(location, 100, bytes.subarray(100))).status).toBe(404);
    expect((await theirs.finish(location)).status).toBe(404);
    expect((await theirs.remove(location)).status).toBe(404);
    expect((await tusClient(t, {}).head(location)).status).toBe(401);
    expect((await mine.head(location)).headers.get('Upload-Offset')).toBe('100');
  });

  it('deletes an upload on DELETE by its creator', async () => {
    const bytes = mp3Bytes({ frames: 20 });
    const { location } = await created(bytes, { filetype: 'audio/mpeg' });
    const tus = tusClient(t, user.headers);
    await tus.patch(location, 0, bytes.subarray(0, 100));
    expect((await tus.remove(location)).status).toBe(204);
    expect((await tus.head(location)).status).toBe(404);
    expect(uploadsOnDisk()).toEqual([]);
  });
});

describe('content checks', () => {
  it('refuses wrong content on its first bytes and deletes the upload (415)', async () => {
    const bytes = padTo(htmlBytes(), 200_000);
    const { location } = await created(bytes);
    const tus = tusClient(t, user.headers);
    const res = await tus.patch(location, 0, bytes.subarray(0, 100_000));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      error: { code: 'unsupported_media_type' },
    });
    expect((await tus.head(location)).status).toBe(404);
    expect(uploadsOnDisk()).toEqual([]);
  });

  it('refuses an image declared as video once its first bytes show it is over the image limit (413)', async () => {
    const bytes = padTo(jpegBytes(), IMAGE_MAX_BYTES + 70_000);
    const { location } = await created(bytes);
    const res = await tusClient(t, user.headers).patch(location, 0, bytes.subarray(0, 70_000));
    expect(res.status).toBe(413);
    expect(uploadsOnDisk()).toEqual([]);
  });

  it('refuses on completion what the first bytes could not disprove (an MP4 holding no track)', async () => {
    const bytes = mp4Bytes({ seconds: 2, audioOnly: true });
    const text = Buffer.from(bytes).toString('latin1');
    bytes.set(new TextEncoder().encode('free'), text.indexOf('trak'));
    const { location } = await created(bytes);
    const tus = tusClient(t, user.headers);
    expect((await tus.patch(location, 0, bytes)).status).toBe(204);
    const res = await tus.finish(location);
    expect(res.status).toBe(415);
    expect(mediaOnDisk()).toEqual([]);
    expect(uploadsOnDisk()).toEqual([]);
  });
});

describe('expiry', () => {
  it('deletes abandoned uploads after 24 hours, and only those', async () => {
    const bytes = mp3Bytes({ frames: 20 });
    const old = await created(bytes, { filetype: 'audio/mpeg' });
    await tusClient(t, user.headers).patch(old.location, 0, bytes.subarray(0, 100));
    const fresh = await created(bytes, { filetype: 'audio/mpeg' });
    // The first upload was made a day minus a minute ago (the access token would not live that long).
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.db
      .updateTable('uploads')
      .set({ created_at: ago(UPLOAD_EXPIRY_MS - 60_000) })
      .where('id', '=', old.location.split('/').pop()!)
      .execute();
    expect(await expireUploads(t.deps, UPLOAD_EXPIRY_MS)).toBe(0);
    await t.db
      .updateTable('uploads')
      .set({ created_at: ago(UPLOAD_EXPIRY_MS + 60_000) })
      .where('id', '=', old.location.split('/').pop()!)
      .execute();
    expect(await expireUploads(t.deps, UPLOAD_EXPIRY_MS)).toBe(1);
    const tus = tusClient(t, user.headers);
    expect((await tus.head(old.location)).status).toBe(404);
    expect((await tus.head(fresh.location)).status).toBe(200);
    expect(uploadsOnDisk().filter((name) => name.startsWith(old.location.split('/').pop()!))).toEqual([]);
  });
});
