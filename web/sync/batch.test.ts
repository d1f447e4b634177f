import { describe, expect, it } from 'vitest';
import type { ArticleInput } from '#api/schemas/article.ts';
import type { Operation } from '#web/db/operations.ts';
import type { OutboxEntry } from '#web/db/local-rows.ts';
import { BATCH_BYTES_MAX, batchItemOf, responseOf, takeBatch } from './batch.ts';

let seq = 0;
const entry = (op: Operation): OutboxEntry => ({ seq: ++seq, userId: 'u', op, label: { key: 'sync.op.deleteCollection' }, status: 'pending', attempts: 0, createdAt: 0 });
const fav = (articleId: string) => entry({ type: 'favorite.put', id: 'fav', articleId });
const save = (id: string, coverImage: string | null = null) => entry({ type: 'article.put', id, body: { title: id, coverImage, imageFiles: [], sections: [] } as unknown as ArticleInput });
const file = 'f'.repeat(32);

describe('takeBatch', () => {
  it('takes independent writes from the head, in order, up to the limit', () => {
    const queue = Array.from({ length: 7 }, (_, i) => fav(`a${i}`));
    expect(takeBatch(queue, 5)).toEqual(queue.slice(0, 5));
    expect(takeBatch(queue)).toEqual(queue);
  });

  it('stops at an upload, and at a write naming a file still to upload', () => {
    const a = fav('a');
    expect(takeBatch([a, entry({ type: 'file.put', id: file }), fav('b')])).toEqual([a]);
    const upload = entry({ type: 'file.put', id: file });
    expect(takeBatch([a, save('x', file), upload])).toEqual([a]);
    // The file is on the server already (no upload queued): the save goes in the batch.
    const withCover = save('y', file);
    expect(takeBatch([a, withCover])).toEqual([a, withCover]);
  });

  it('stops at a second save of an article (its base version waits for the first answer)', () => {
    const first = save('x');
    const other = save('z');
    expect(takeBatch([first, other, save('x')])).toEqual([first, other]);
  });

  it('stops before the body would pass its byte budget (long article saves), the head always going', () => {
    const long = (id: string) => entry({ type: 'article.put', id, body: { title: id, content: 'é'.repeat(100_000), imageFiles: [], sections: [] } as unknown as ArticleInput });
    const queue = [long('a'), long('b'), long('c'), fav('d')];
    // 200 KB of UTF-8 each: two fit in 512 KiB, not three.
    expect(takeBatch(queue).map((e) => e.seq)).toEqual(queue.slice(0, 2).map((e) => e.seq));
    expect(takeBatch(queue, 100, 1000).map((e) => e.seq)).toEqual([queue[0]!.seq]);
    expect(new TextEncoder().encode(JSON.stringify({ items: takeBatch(queue).map((e) => e.op) })).length).toBeLessThan(BATCH_BYTES_MAX);
  });
});

describe('batch items and answers', () => {
  it('sends the JSON body as a value and leaves it out of bodiless writes', () => {
    expect(batchItemOf({ path: '/api/collections/c', method: 'PUT', headers: {}, body: '{"name":"N"}' }, 'd:1')).toEqual({
      method: 'PUT',
      path: '/api/collections/c',
      idempotencyKey: 'd:1',
      body: { name: 'N' },
    });
    expect(batchItemOf({ path: '/api/x', method: 'DELETE', headers: {} }, 'd:2')).toEqual({ method: 'DELETE', path: '/api/x', idempotencyKey: 'd:2' });
  });

  it('rebuilds the answer an item would have had alone', async () => {
    const res = responseOf({ status: 422, body: { error: { code: 'invalid' } }, replayed: false });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'invalid' } });
    expect(responseOf({ status: 204, body: null, replayed: true }).status).toBe(204);
  });
});
