import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { NetworkError, ApiRequestError } from '#web/lib/api-client.ts';
import { db } from './database.ts';
import { keptArticleDetail, keptFeedPage, markArticleDeleted, rememberArticle } from './kept-articles.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';

const user = { id: 'u'.repeat(32), slug: 'ada', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
function detail(n: number, over: Partial<ArticleDetail['article']> = {}): ArticleDetail {
  return {
    article: {
      id: String(n).padStart(32, '0'),
      slug: `s-${n}`,
      type: 1,
      textType: 0,
      title: `Story ${n}`,
      subTitle: '',
      coverImage: null,
      tribe: [{ id: 1, name: 'Bamiléké' }],
      themes: [{ id: 2, title: 'Culture', title_en: 'Culture', code: 'culture' }],
      user,
      favorite: false,
      language: 'fr',
      createdAt: `2026-01-0${n}T00:00:00.000Z`,
      updatedAt: '',
      version: 1,
      content: 'Body',
      images: [],
      tags: [],
      references: [],
      inspiredBy: [],
      sections: [],
      audioFile: null,
      videoFile: null,
      ...over,
    },
    comments: [],
    relatedArticles: [],
  };
}

describe('kept articles', () => {
  beforeEach(async () => {
    await db.articles.clear();
    await rememberArticle(detail(1, { title: 'La fête des récoltes', content: 'Les tambours résonnent à Foumban.' }));
    await rememberArticle(detail(2, { type: 2, tribe: [{ id: 3, name: 'Bassa' }], title: 'Podcast du marché' }));
    await rememberArticle(detail(3, { themes: [{ id: 9, title: 'Cuisine', title_en: 'Food', code: 'food' }], subTitle: 'Récolte et cuisine' }));
  });

  it('keeps the full body of an opened article', async () => {
    expect((await keptArticleDetail(detail(1).article.id))?.article.content).toContain('Foumban');
  });

  it('lists kept articles newest first with the feed filters', async () => {
    expect((await keptFeedPage({})).items.map((a) => a.id.slice(-1))).toEqual(['3', '2', '1']);
    expect((await keptFeedPage({ type: 2 })).items.map((a) => a.title)).toEqual(['Podcast du marché']);
    expect((await keptFeedPage({ tribe: 1 })).items.map((a) => a.id.slice(-1))).toEqual(['3', '1']);
    expect((await keptFeedPage({ theme: 9 })).items).toHaveLength(1);
    expect((await keptFeedPage({ theme: 2, type: 1 })).nextCursor).toBeNull();
  });

  it("applies the reader's content language offline too", async () => {
    await rememberArticle(detail(4, { language: 'en', title: 'The harvest festival' }));
    expect((await keptFeedPage({ lang: 'en' })).items.map((a) => a.title)).toEqual(['The harvest festival']);
    expect((await keptFeedPage({ lang: 'fr' })).items.map((a) => a.id.slice(-1))).toEqual(['3', '2', '1']);
    expect((await keptFeedPage({})).items).toHaveLength(4);
  });

  it('keeps to what the reader follows on the Following feed: an author, a tribe or a theme', async () => {
    const ids = async (followed: string[]) => (await keptFeedPage({ followed: new Set(followed) })).items.map((a) => a.id.slice(-1));
    await rememberArticle(detail(4, { user: { ...user, id: 'v'.repeat(32), slug: 'binta' }, tribe: [], themes: [] }));
    expect(await ids([`users:${'v'.repeat(32)}`])).toEqual(['4']);
    expect(await ids(['tribes:3'])).toEqual(['2']);
    expect(await ids(['themes:9', 'tribes:3'])).toEqual(['3', '2']);
    expect(await ids([])).toEqual([]);
  });

  it('hides an article deleted here', async () => {
    await markArticleDeleted(detail(1).article.id);
    expect(await keptArticleDetail(detail(1).article.id)).toBeUndefined();
    expect((await keptFeedPage({})).items).toHaveLength(2);
  });

  it('falls back to kept data on a network error only', async () => {
    const kept = withOfflineFallback(
      async () => {
        throw new NetworkError('offline');
      },
      async () => 'kept',
    );
    await expect(kept()).resolves.toBe('kept');
    const nothing = withOfflineFallback(
      async () => Promise.reject(new NetworkError('offline')),
      async () => undefined,
    );
    await expect(nothing()).rejects.toBeInstanceOf(NetworkError);
    const notFound = withOfflineFallback(
      async () => Promise.reject(new ApiRequestError(404, 'article_not_found', 'gone')),
      async () => 'kept',
    );
    await expect(notFound()).rejects.toBeInstanceOf(ApiRequestError);
  });
});
