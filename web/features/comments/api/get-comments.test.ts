import { describe, expect, it } from 'vitest';
import { COMMENT_PAGE_DEFAULT } from '#api/schemas/comments.ts';
import { threadComment } from '#tests/utils/story-fixtures.ts';
import { firstPageFromDetail } from './get-comments.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => threadComment({ id: String(i).padStart(32, '0') }));

describe('the thread’s first page from the story’s detail (issue #28: not asked for twice)', () => {
  it('is the default view’s first page, with no next page, when the detail holds the whole thread', () => {
    const first = { items: items(3), total: 5 };
    expect(firstPageFromDetail({ sort: 'oldest' }, first)).toEqual({ items: first.items, total: 5, nextCursor: null });
  });

  it('is not taken for another sort, one language, or a thread longer than the detail’s page (it has no cursor)', () => {
    expect(firstPageFromDetail({ sort: 'newest' }, { items: items(3), total: 3 })).toBeUndefined();
    expect(firstPageFromDetail({ sort: 'oldest', language: 'fr' }, { items: items(3), total: 3 })).toBeUndefined();
    expect(firstPageFromDetail({ sort: 'oldest' }, { items: items(COMMENT_PAGE_DEFAULT), total: 40 })).toBeUndefined();
    expect(firstPageFromDetail({ sort: 'oldest' }, undefined)).toBeUndefined();
  });
});
