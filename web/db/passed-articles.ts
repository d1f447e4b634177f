import type { ArticleDetail } from '#api/schemas/article.ts';
import { ARTICLE_CACHE, KEPT_AT_HEADER } from '#sw/page-contract.ts';

/** A story's answer the service worker kept as it passed (issue #25), with when it was kept. */
export interface PassedArticle {
  detail: ArticleDetail;
  keptAt: number;
}

const storageOf = (storage?: CacheStorage): CacheStorage | undefined => storage ?? (typeof caches === 'undefined' ? undefined : caches);

const isDetail = (value: unknown): value is ArticleDetail => {
  const article = (value as ArticleDetail | null)?.article;
  return typeof article?.id === 'string' && typeof article.title === 'string' && Array.isArray(article.tribe) && Array.isArray(article.themes);
};

/**
 * Every story answer the worker kept as it passed to the page and the page has not taken into its
 * database yet (`kept-articles.ts` merges them in before it reads offline). An unreadable entry is
 * dropped. Empty where there is no Cache Storage (tests, an insecure origin).
 */
export async function passedArticles(storage?: CacheStorage): Promise<PassedArticle[]> {
  const cacheStorage = storageOf(storage);
  if (!cacheStorage) return [];
  try {
    const cache = await cacheStorage.open(ARTICLE_CACHE);
    const found: PassedArticle[] = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const detail: unknown = await response?.json().catch(() => null);
      if (isDetail(detail)) found.push({ detail, keptAt: Number(response!.headers.get(KEPT_AT_HEADER)) || 0 });
      else await cache.delete(request);
    }
    return found;
  } catch {
    return [];
  }
}

/** Drops the worker's copy of an article: the database has it now, or the reader deleted it. */
export async function dropPassedArticle(id: string, storage?: CacheStorage): Promise<void> {
  const cacheStorage = storageOf(storage);
  if (!cacheStorage) return;
  try {
    await (await cacheStorage.open(ARTICLE_CACHE)).delete(`/api/articles/${id}`);
  } catch {
    // Cache Storage unavailable: nothing kept there either.
  }
}
