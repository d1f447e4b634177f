import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import type { Operation } from '#web/db/operations.ts';
import { requestOf } from './request-of.ts';

const [A, C, F, R] = ['a', 'c', 'f', 'e'].map((x) => x.repeat(32)) as [string, string, string, string];
const input = { type: 1, title: 'Title', baseVersion: 2 } as ArticleInput;

describe('requestOf (the typed client builds every outbox request)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });

  it.each<[Operation, string, string, unknown]>([
    [{ type: 'article.put', id: A, body: input }, 'PUT', `/api/articles/${A}`, input],
    [{ type: 'article.delete', id: A }, 'DELETE', `/api/articles/${A}`, undefined],
    [{ type: 'collection.put', id: C, body: { name: 'Trips' } }, 'PUT', `/api/collections/${C}`, { name: 'Trips' }],
    [{ type: 'collection.delete', id: C }, 'DELETE', `/api/collections/${C}`, undefined],
    [{ type: 'collection.article.put', id: C, articleId: A }, 'PUT', `/api/collections/${C}/articles/${A}`, undefined],
    [{ type: 'favorite.delete', id: C, articleId: A }, 'DELETE', `/api/collections/${C}/articles/${A}`, undefined],
    [{ type: 'profile.put', body: { picture: F } }, 'PUT', '/api/users/me', { picture: F }],
    [{ type: 'follow.put', kind: 'users', id: A }, 'PUT', `/api/follows/users/${A}`, undefined],
    [{ type: 'follow.delete', kind: 'tribes', id: '3' }, 'DELETE', '/api/follows/tribes/3', undefined],
    [
      { type: 'progress.put', articleId: A, body: { position: 61.5, duration: 600, finished: false, updatedAt: '2026-11-22T10:00:00.000Z' } },
      'PUT',
      `/api/progress/${A}`,
      { position: 61.5, duration: 600, finished: false, updatedAt: '2026-11-22T10:00:00.000Z' },
    ],
  ])('%j → %s %s', async (op, method, path, body) => {
    const request = await requestOf(op, db);
    expect(request).toMatchObject({ method, path });
    if (typeof request === 'string') throw new Error(request);
    expect(request.body === undefined ? undefined : JSON.parse(request.body as string)).toEqual(body);
    expect(request.headers['Content-Type']).toBe(body === undefined ? undefined : 'application/json');
  });

  it('sends a picked file as its bytes, and a recording as one file of its chunks', async () => {
    await db.files.add({ id: F, userId: 'u', blob: new NodeBlob(['png']) as unknown as Blob, name: 'été.png', mime: 'image/png', createdAt: 0 });
    await db.recordings.bulkAdd([2, 1].map((seq) => ({ id: R, seq, blob: new Blob([`part${seq}`]), mime: 'audio/webm', at: seq })));
    const file = await requestOf({ type: 'file.put', id: F }, db);
    // Files go to the resumable uploader, under their own id, name and type.
    expect(file).toMatchObject({ path: '/api/uploads', upload: { id: F, name: 'été.png', mime: 'image/png' } });
    expect((file as { upload: { blob: Blob } }).upload.blob.size).toBe(3);
    const take = await requestOf({ type: 'recording.put', id: R, name: 'take.webm', mime: 'audio/webm' }, db);
    expect(take).toMatchObject({ path: '/api/uploads', upload: { id: R, name: 'take.webm', mime: 'audio/webm' } });
    expect((take as { upload: { blob: Blob } }).upload.blob.type).toBe('audio/webm');
  });

  it('says why an upload cannot be sent', async () => {
    expect(await requestOf({ type: 'file.put', id: F }, db)).toBe('file_missing');
    expect(await requestOf({ type: 'recording.put', id: R, name: 'x', mime: 'audio/webm' }, db)).toBe('recording_missing');
  });
});
