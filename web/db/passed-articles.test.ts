import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { keepArticleAnswer, ARTICLE_CACHE_MAX } from '#sw/article-answers.ts';
import { ARTICLE_CACHE } from '#sw/page-contract.ts';
import { db } from './database.ts';
import { keptArticleDetail, keptFeedPage, markArticleDeleted, rememberArticle } from './kept-articles.ts';

/** Cache Storage as the browser has it, in memory: entries in insertion order, keyed by URL. */
class MemoryCache {
  entries = new Map<string, Response>();
  private url = (key: RequestInfo | URL) => new URL(key instanceof Request ? key.url : String(key), 'http://localhost/').href;
  async put(key: RequestInfo | URL, response: Response) {
    const url = this.url(key);
    this.entries.delete(url);
    this.entries.set(url, response);
  }
  async match(key: RequestInfo | URL) {
    return this.entries.get(this.url(key))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: RequestInfo | URL) {
    return this.entries.delete(this.url(key));
  }
}

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
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
const path = (n: number) => `/api/articles/${detail(n).article.id}`;

describe('a story shown is kept even if the tab closes at once (issue #25)', () => {
  let cache: MemoryCache;
  beforeEach(async () => {
    await db.articles.clear();
    cache = new MemoryCache();
    vi.stubGlobal('caches', { open: async (name: string) => (name === ARTICLE_CACHE ? cache : new MemoryCache()) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens offline from the worker's copy alone, on the story page and on the home's cards", async () => {
    // The worker kept the answer as it passed; the page closed before writing its own copy.
    expect(await keepArticleAnswer(path(1), answer(detail(1, { title: 'La fête des récoltes' })), cache as unknown as Cache, 1000)).toBe(true);
    expect((await keptFeedPage({})).items.map((a) => a.title)).toEqual(['La fête des récoltes']);
    expect((await keptArticleDetail(detail(1).article.id))?.article.title).toBe('La fête des récoltes');
    // Taken into the database, and dropped from the worker's cache.
    expect(await db.articles.count()).toBe(1);
    expect(cache.entries.size).toBe(0);
  });

  it('keeps only whole successful JSON answers, and a bounded number of them', async () => {
    expect(await keepArticleAnswer(path(1), answer({ error: { code: 'not_found' } }, 404), cache as unknown as Cache)).toBe(false);
    expect(await keepArticleAnswer(path(1), new Response('<html>', { headers: { 'Content-Type': 'text/html' } }), cache as unknown as Cache)).toBe(false);
    for (let i = 0; i < ARTICLE_CACHE_MAX + 3; i++) await keepArticleAnswer(`/api/articles/${String(i).padStart(32, 'a')}`, answer(detail(1)), cache as unknown as Cache);
    expect(cache.entries.size).toBe(ARTICLE_CACHE_MAX);
    expect([...cache.entries.keys()][0]).toContain(String(3).padStart(32, 'a'));
  });

  it('the newer copy wins; a story deleted here does not come back', async () => {
    await rememberArticle(detail(2, { title: 'Kept by the page' }));
    const pageKeptAt = (await db.articles.get(detail(2).article.id))!.keptAt;
    await keepArticleAnswer(path(2), answer(detail(2, { title: 'Older answer' })), cache as unknown as Cache, pageKeptAt - 1);
    expect((await keptArticleDetail(detail(2).article.id))?.article.title).toBe('Kept by the page');
    await keepArticleAnswer(path(2), answer(detail(2, { title: 'Newer answer' })), cache as unknown as Cache, pageKeptAt + 1);
    expect((await keptArticleDetail(detail(2).article.id))?.article.title).toBe('Newer answer');

    await rememberArticle(detail(3));
    await keepArticleAnswer(path(3), answer(detail(3)), cache as unknown as Cache, Date.now() + 1);
    await markArticleDeleted(detail(3).article.id);
    expect(await keptArticleDetail(detail(3).article.id)).toBeUndefined();
    expect(cache.entries.size).toBe(0);
  });

  it("the page's own copy drops the worker's, and an unreadable one is dropped", async () => {
    await keepArticleAnswer(path(4), answer(detail(4)), cache as unknown as Cache);
    await rememberArticle(detail(4));
    expect(cache.entries.size).toBe(0);
    await cache.put(path(5), new Response('{"article":', { headers: { 'Content-Type': 'application/json' } }));
    expect((await keptFeedPage({})).items).toHaveLength(1);
    expect(cache.entries.size).toBe(0);
  });
});
