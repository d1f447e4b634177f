import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { IMAGE_MAX_BYTES } from '#api/schemas/file.ts';
import { UPLOAD_EXPIRY_MS } from '#api/uploads/backend.ts';
import { expireUploads } from '#api/uploads/finish.ts';
import { insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { htmlBytes, jpegBytes, mp4Bytes, padTo } from '#tests/utils/media-fixtures.ts';
import { startTestS3 } from '#tests/utils/s3-server.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { tusClient } from '#tests/utils/tus-testing.ts';

// The bucket runs for the whole file; without s3rver its half is reported as skipped, with the reason.
const s3 = await startTestS3();
afterAll(() => s3?.close());

let runs = 0;

/**
 * The same checks as the bytes arrive, on both places an unfinished upload lives: the instance's
 * disk (the default) and the media bucket (`MEDIA_STORE=s3://…`, api/uploads/s3-segment-store.ts).
 */
describe.each([
  { where: 'disk', bucket: false },
  { where: 'bucket', bucket: true },
])('resumable uploads kept on the $where', ({ bucket }) => {
  let t: TestApp;
  let user: ContentUser;
  let prefix: string;
  const skip = bucket && !s3;

  beforeEach(async () => {
    if (skip) return;
    prefix = `stores-${++runs}/`;
    t = await makeTestApp(bucket ? { media: (mediaDir) => s3!.store(mediaDir, prefix) } : {});
    user = await insertUser(t);
  });

  /** Where the upload's bytes are: objects under the bucket's `uploads/<id>`, or files in DATA_DIR/uploads. */
  async function stored(uploadId: string): Promise<string[]> {
    if (bucket) return (await s3!.keys(`${prefix}uploads/${uploadId}`)).map((key) => key.slice(prefix.length));
    const dir = path.join(t.deps.config.mediaDir, '..', 'uploads');
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(uploadId)) : [];
  }
  /** The local media folder: with a bucket, only spools and staging pass through it, and never stay. */
  const localMedia = () => (existsSync(t.deps.config.mediaDir) ? readdirSync(t.deps.config.mediaDir) : []);
  const row = (id: string) => t.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();

  async function created(bytes: Uint8Array, filetype = 'video/mp4') {
    const fileId = newId();
    const res = await tusClient(t, user.headers).create(bytes.length, { fileId, filename: 'clip.mp4', filetype });
    expect(res.status).toBe(201);
    const location = res.headers.get('Location')!;
    return { fileId, location, id: location.split('/').pop()! };
  }

  it.skipIf(skip)('decides the type once the first 64 KB are in, though they came in several PATCHes, then finishes into the same bytes', async () => {
    const bytes = mp4Bytes({ seconds: 4, mdatBytes: 300_000 });
    const { fileId, location, id } = await created(bytes);
    const tus = tusClient(t, user.headers);
    for (const [start, end] of [
      [0, 20_000],
      [20_000, 40_000],
      [40_000, 60_000],
    ]) {
      expect((await tus.patch(location, start!, bytes.subarray(start, end))).status).toBe(204);
      expect((await row(id))?.limit_kind).toBeNull();
    }
    expect((await tus.patch(location, 60_000, bytes.subarray(60_000, 70_000))).status).toBe(204);
    expect((await row(id))?.limit_kind).toBe('video');
    expect((await tus.head(location)).headers.get('Upload-Offset')).toBe('70000');
    expect(await stored(id)).not.toEqual([]);
    expect((await tus.patch(location, 70_000, bytes.subarray(70_000))).status).toBe(204);
    const done = await tus.finish(location);
    expect(done.status).toBe(201);
    expect(await done.json()).toMatchObject({ id: fileId, kind: 'video', mime: 'video/mp4', size: bytes.length });
    if (bucket) {
      const answer = await s3!.client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: `${prefix}${fileId}` }));
      expect(Buffer.from(await answer.Body!.transformToByteArray()).equals(Buffer.from(bytes))).toBe(true);
      expect(localMedia()).toEqual([]);
    }
    expect(await stored(id)).toEqual([]);
    expect(await row(id)).toMatchObject({ received_bytes: bytes.length, patches: 5 });
  });

  it.skipIf(skip)('refuses wrong content once its first 64 KB are in over two PATCHes (415, as before) and deletes the upload', async () => {
    const bytes = padTo(htmlBytes(), 200_000);
    const { location, id } = await created(bytes);
    const tus = tusClient(t, user.headers);
    expect((await tus.patch(location, 0, bytes.subarray(0, 30_000))).status).toBe(204);
    const res = await tus.patch(location, 30_000, bytes.subarray(30_000, 80_000));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect((await tus.head(location)).status).toBe(404);
    expect(await stored(id)).toEqual([]);
    expect(await row(id)).toBeUndefined();
  });

  it.skipIf(skip)('refuses an image declared as video once its first bytes show it is over the image limit (413)', async () => {
    const bytes = padTo(jpegBytes(), IMAGE_MAX_BYTES + 70_000);
    const { location, id } = await created(bytes);
    const res = await tusClient(t, user.headers).patch(location, 0, bytes.subarray(0, 70_000));
    expect(res.status).toBe(413);
    expect(await stored(id)).toEqual([]);
  });

  it.skipIf(skip)('refuses on completion what the first bytes could not disprove; no copy of it stays anywhere', async () => {
    const bytes = mp4Bytes({ seconds: 2, audioOnly: true });
    bytes.set(new TextEncoder().encode('free'), Buffer.from(bytes).toString('latin1').indexOf('trak'));
    const { location, id } = await created(bytes);
    const tus = tusClient(t, user.headers);
    expect((await tus.patch(location, 0, bytes)).status).toBe(204);
    expect((await tus.finish(location)).status).toBe(415);
    expect(await stored(id)).toEqual([]);
    expect(localMedia()).toEqual([]);
    if (bucket) expect(await s3!.keys(prefix)).toEqual([]);
  });

  it.skipIf(skip)('deletes the bytes of an upload abandoned for 24 hours', async () => {
    const bytes = mp4Bytes({ seconds: 4, mdatBytes: 300_000 });
    const { location, id } = await created(bytes);
    expect((await tusClient(t, user.headers).patch(location, 0, bytes.subarray(0, 100_000))).status).toBe(204);
    expect(await stored(id)).not.toEqual([]);
    const longAgo = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString();
    await t.db.updateTable('uploads').set({ created_at: longAgo }).where('id', '=', id).execute();
    expect(await expireUploads(t.deps, UPLOAD_EXPIRY_MS)).toBe(1);
    expect(await stored(id)).toEqual([]);
    if (bucket) expect(await s3!.keys(prefix)).toEqual([]);
  });
});
