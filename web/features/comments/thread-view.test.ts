import { describe, expect, it } from 'vitest';
import type { Comment, CommentUser, ThreadComment } from '#api/schemas/comments.ts';
import type { QueuedCommentOp } from '#web/sync/comment-queue.ts';
import { commentFixture } from '#tests/utils/comment-fixtures.ts';
import { threadView } from './thread-view.ts';

const ARTICLE = 'a'.repeat(32);
const person = (firstName: string): CommentUser => ({ id: firstName.toLowerCase().padEnd(32, '0'), slug: firstName.toLowerCase(), firstName, lastName: 'X', presentation: null, picture: null });
const amina = person('Amina');
const awa = person('Awa');
const me = person('Moi');

const reply = (id: string, parentId: string, user = awa): Comment =>
  commentFixture({ id, articleId: ARTICLE, parentId, user, body: `reply ${id}`, html: `<p>reply ${id}</p>`, language: 'fr', likeCount: 2 });
const top = (id: string, over: Partial<ThreadComment> = {}): ThreadComment => ({ ...reply(id, ''), parentId: null, user: amina, replies: [], ...over });

let seq = 0;
const q = (op: QueuedCommentOp['op']): QueuedCommentOp => ({ seq: ++seq, op, createdAt: Date.parse('2026-11-02T10:00:00.000Z') });
const put = (id: string, body: string, parentId: string | null = null) => q({ type: 'comment.put', id, body: { articleId: ARTICLE, parentId, body, atSeconds: null } });

describe('threadView: the server page with the reader’s queued writes laid over (issue #28)', () => {
  it('shows a new comment at once as sending, last for oldest first and first for newest', () => {
    const items = [top('t1'), top('t2')];
    expect(threadView(items, [put('n1', 'Hello')], me, { sort: 'oldest', language: 'en' }).map((c) => [c.id, c.sending])).toEqual([
      ['t1', false],
      ['t2', false],
      ['n1', true],
    ]);
    const newest = threadView(items, [put('n1', 'Hello')], me, { sort: 'newest', language: 'en' });
    expect(newest.map((c) => c.id)).toEqual(['n1', 't1', 't2']);
    expect(newest[0]).toMatchObject({ user: { id: me.id }, body: 'Hello', html: '<p>Hello</p>\n', language: 'en', status: 'visible' });
  });

  it('puts a reply to a reply under the same top-level comment, naming whom it answers', () => {
    const items = [top('t1', { replies: [reply('r1', 't1')], replyCount: 1 })];
    const [thread] = threadView(items, [put('n1', 'Oui', 'r1'), put('n2', 'Direct', 't1')], me, { sort: 'oldest', language: 'fr' });
    expect(thread!.replies.map((r) => [r.id, r.parentId, r.replyToUser?.firstName ?? null])).toEqual([
      ['r1', 't1', null],
      ['n1', 't1', 'Awa'],
      ['n2', 't1', null],
    ]);
    expect(thread!.replyCount).toBe(3);
  });

  it('applies edits, likes and deletions; a deleted comment with replies stays as deleted, without them it goes', () => {
    const items = [top('t1', { replies: [reply('r1', 't1')], replyCount: 1 }), top('t2'), top('t3')];
    const view = threadView(
      items,
      [
        put('t3', 'Edited text'),
        q({ type: 'comment.like.put', id: 't3', articleId: ARTICLE }),
        q({ type: 'comment.delete', id: 't1', articleId: ARTICLE }),
        q({ type: 'comment.delete', id: 't2', articleId: ARTICLE }),
      ],
      me,
      { sort: 'oldest', language: 'fr' },
    );
    expect(view.map((c) => [c.id, c.status])).toEqual([
      ['t1', 'deleted'],
      ['t3', 'visible'],
    ]);
    expect(view[1]).toMatchObject({ body: 'Edited text', html: '<p>Edited text</p>\n', liked: true, likeCount: 3, sending: true });
    // The query's own data is never changed by the overlay.
    expect(items[2]!.body).toBe('reply t3');
  });

  it('shows the pinned comment first', () => {
    const view = threadView([top('t1'), top('t2', { pinned: true })], [], null, { sort: 'oldest', language: 'fr' });
    expect(view.map((c) => c.id)).toEqual(['t2', 't1']);
  });
});
