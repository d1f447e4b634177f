import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCommentDraft, putCommentDraft } from '#web/db/comment-drafts.ts';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { queuedCommentOps } from './comment-queue.ts';
import { reportComment, setCommentLike, writeComment } from './mutations/comments.ts';
import { createSyncRunner } from './runner.ts';
import { createSyncLock } from './sync-lock.ts';

const USER = 'a'.repeat(32);
const ARTICLE = 'b'.repeat(32);
const OTHER = 'c'.repeat(32);

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A runner whose network answers from `answer`, recording each request. */
function runnerAnswering(answer: (path: string, init: RequestInit) => Answer) {
  const sent: { path: string; method: string; body: unknown; key: string | null }[] = [];
  const waits: number[] = [];
  const runner = createSyncRunner({
    db,
    fetch: async (path, init) => {
      const headers = new Headers(init.headers);
      sent.push({ path, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, key: headers.get('Idempotency-Key') });
      const a = answer(path, init);
      return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': 'application/json', ...a.headers } });
    },
    upload: async () => null,
    session: () => ({ userId: USER, token: 't' }),
    refresh: async () => true,
    lock: createSyncLock(undefined),
    random: () => 0,
    now: () => 0,
    schedule: (_task, ms) => (waits.push(ms), () => undefined),
    batchSize: 1,
  });
  return { runner, sent, waits };
}

const comment = (id: string) => ({ id, articleId: ARTICLE, body: 'Bravo' });

describe('comment writes go through the outbox (issue #28)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    setSession({
      tokenInfo: { token: 't', refreshToken: 'r', expiresAt: '', username: 'amina@example.org' },
      user: { id: USER, slug: 'amina', firstName: 'Amina', lastName: 'Diallo', presentation: null, picture: null },
    });
  });
  afterEach(() => setSession(null));

  it('queues a comment with a client-chosen 32-hex id and sends it as PUT /api/comments/:id, once', async () => {
    const id = await writeComment({ articleId: ARTICLE, parentId: null, body: '  At *3:10* she sings.  ', atSeconds: 190 });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((await queuedCommentOps(USER, ARTICLE)).map((q) => q.op)).toEqual([{ type: 'comment.put', id, body: { articleId: ARTICLE, parentId: null, body: 'At *3:10* she sings.', atSeconds: 190 } }]);
    const { runner, sent } = runnerAnswering(() => ({ status: 201, body: { id } }));
    expect(await runner.trigger()).toBe('done');
    expect(sent).toEqual([
      { path: `/api/comments/${id}`, method: 'PUT', body: { articleId: ARTICLE, parentId: null, body: 'At *3:10* she sings.', atSeconds: 190 }, key: expect.stringMatching(/:1$/) },
    ]);
    expect(await queuedCommentOps(USER, ARTICLE)).toEqual([]);
  });

  it('brings a refused comment back into its composer with the reason (a ban and its end), and goes on with the queue', async () => {
    const id = await writeComment({ articleId: ARTICLE, parentId: OTHER, body: 'Merci', atSeconds: null }, { replyingTo: 'Awa Ndiaye' });
    await setCommentLike(comment(OTHER), true);
    const { runner, sent } = runnerAnswering((path) =>
      path.endsWith('/like')
        ? { status: 204 }
        : {
            status: 403,
            body: { error: { code: 'comment_banned', message: 'You are banned from commenting' }, ban: { userId: USER, reason: 'Insults', until: '2026-11-29T10:00:00.000Z', createdAt: '' } },
          },
    );
    expect(await runner.trigger()).toBe('done');
    // The refusal blocked nothing: the like after it was sent.
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`PUT /api/comments/${id}`, `PUT /api/comments/${OTHER}/like`]);
    expect(await db.outbox.count()).toBe(0);
    expect(await getCommentDraft(USER, ARTICLE)).toMatchObject({
      id,
      input: { articleId: ARTICLE, parentId: OTHER, body: 'Merci' },
      replyingTo: 'Awa Ndiaye',
      refusal: { status: 403, code: 'comment_banned', reason: 'Insults', until: '2026-11-29T10:00:00.000Z' },
    });
  });

  it('keeps a refused comment in the outbox (marked refused) when the reader is already typing another one there', async () => {
    const id = await writeComment({ articleId: ARTICLE, parentId: null, body: 'First', atSeconds: null });
    await putCommentDraft(USER, { id: '', input: { articleId: ARTICLE, parentId: null, body: 'Second, typing', atSeconds: null }, updatedAt: 1 });
    const { runner } = runnerAnswering(() => ({ status: 404, body: { error: { code: 'article_not_found', message: 'gone' } } }));
    await runner.trigger();
    expect((await getCommentDraft(USER, ARTICLE))?.input.body).toBe('Second, typing');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'rejected', op: { type: 'comment.put', id }, error: { code: 'article_not_found' } });
  });

  it('waits what a 429 asks (Retry-After) and keeps the comment pending, without the reader doing anything', async () => {
    await writeComment({ articleId: ARTICLE, parentId: null, body: 'Vite', atSeconds: null });
    const { runner, waits } = runnerAnswering(() => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many' }, retryAfterSeconds: 42 }, headers: { 'Retry-After': '42' } }));
    expect(await runner.trigger()).toBe('waiting');
    expect(waits).toEqual([42_000]);
    expect(await queuedCommentOps(USER, ARTICLE)).toHaveLength(1);
  });

  it('cancels a like and its undo that were never sent; sends a report as POST with its reason', async () => {
    await setCommentLike(comment(OTHER), true);
    await setCommentLike(comment(OTHER), false);
    expect(await db.outbox.count()).toBe(0);
    await reportComment(comment(OTHER), { reason: 'spam', text: ' buy now ' });
    const { runner, sent } = runnerAnswering(() => ({ status: 202 }));
    await runner.trigger();
    expect(sent).toEqual([{ path: `/api/comments/${OTHER}/reports`, method: 'POST', body: { reason: 'spam', text: 'buy now' }, key: expect.any(String) }]);
  });

  it('refuses text the server would refuse before queuing it (empty once trimmed, over 5,000 characters)', async () => {
    await expect(writeComment({ articleId: ARTICLE, parentId: null, body: '   ', atSeconds: null })).rejects.toThrow();
    await expect(writeComment({ articleId: ARTICLE, parentId: null, body: 'x'.repeat(5001), atSeconds: null })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
