import type { Comment } from '#api/schemas/comments.ts';
import { ARTICLE_ID } from './story-fixtures.ts';

/** A visible top-level comment on the fixtures' story, as `GET /api/articles/:id/comments` answers it; `over` sets the rest. */
export function commentFixture(over: Partial<Comment> & Pick<Comment, 'id' | 'user'>): Comment {
  return {
    articleId: ARTICLE_ID,
    parentId: null,
    replyToUser: null,
    body: 'Body',
    html: '<p>Body</p>',
    language: 'en',
    atSeconds: null,
    status: 'visible',
    hiddenBy: null,
    pinned: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    editedAt: null,
    likeCount: 0,
    liked: false,
    replyCount: 0,
    ...over,
  };
}
