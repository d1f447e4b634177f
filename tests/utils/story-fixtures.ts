import type { ThreadComment } from '#api/schemas/comments.ts';
import type { Article, ArticleDetail, ArticleSummary, Section } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import type { User } from '#api/schemas/user.ts';

/** Test data for the reading screens (used by tests only). */
export const author: User = { id: 'a'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };

export const file = (n: number, kind: StoredFile['kind'] = 'image'): StoredFile => ({
  id: String(n).padStart(32, 'f'),
  path: `/media/${String(n).padStart(32, 'f')}/${kind}-${n}.${kind === 'image' ? 'jpg' : kind === 'audio' ? 'mp3' : 'webm'}`,
  name: `${kind}-${n}`,
  mime: kind === 'image' ? 'image/jpeg' : kind === 'audio' ? 'audio/mpeg' : 'video/webm',
  size: 1000,
  kind,
});

export const ARTICLE_ID = '0190f3a2b4c57d8e9f0a1b2c3d4e5f60';

export function summary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: ARTICLE_ID,
    slug: 'the-weavers-of-bamenda',
    type: 1,
    textType: 0,
    title: 'The weavers of Bamenda',
    subTitle: 'Cloth, colour and memory in the Grassfields',
    coverImage: file(1),
    tribe: [{ id: 3, name: 'Bamiléké' }],
    themes: [{ id: 7, title: 'Artisanat', title_en: 'Crafts', code: 'crafts' }],
    user: author,
    favorite: false,
    language: 'en',
    createdAt: '2026-10-05T09:00:00.000Z',
    updatedAt: '2026-10-05T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function article(overrides: Partial<Article> = {}): Article {
  return {
    ...summary(overrides),
    content: 'First paragraph of the story.\n\nSecond paragraph, after a blank line.',
    images: [],
    tags: ['weaving', 'ndop'],
    references: ['https://example.org/ndop'],
    inspiredBy: ['My grandmother'],
    sections: [],
    audioFile: null,
    videoFile: null,
    ...overrides,
  };
}

export const section = (position: number, heading: string): Section => ({
  id: String(position).padStart(32, 'e'),
  heading,
  content: `Text of ${heading}.`,
  imageCaption: position === 1 ? `Caption of ${heading}` : '',
  image: position === 1 ? file(90 + position) : null,
  position,
});

export function detail(a: Article, extra: Partial<ArticleDetail> = {}): ArticleDetail {
  return { article: a, comments: [], relatedArticles: [], ...extra };
}

/** A top-level comment as the thread call answers it (issue #28). */
export function threadComment(overrides: Partial<ThreadComment> = {}): ThreadComment {
  const body = overrides.body ?? 'A comment.';
  return {
    id: 'c'.repeat(32),
    articleId: ARTICLE_ID,
    parentId: null,
    replyToUser: null,
    user: author,
    body,
    html: `<p>${body}</p>\n`,
    language: 'en',
    atSeconds: null,
    status: 'visible',
    hiddenBy: null,
    pinned: false,
    createdAt: '2026-10-06T10:00:00.000Z',
    editedAt: null,
    likeCount: 0,
    liked: false,
    replyCount: 0,
    replies: [],
    ...overrides,
  };
}

export const emptyList = { items: [], total: 0, nextCursor: null };
