/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { ARTICLE_CACHE, KEPT_AT_HEADER } from './page-contract.ts';

/** `GET /api/articles/:id`, an article with its body (ids are 32 hex digits; `/api/articles/suggestions` is not one). */
export const ARTICLE_ANSWER_PATH = /^\/api\/articles\/[0-9a-f]{32}$/;
/**
 * Answers kept at most. The page moves each into its database as soon as it can and drops it here
 * (web/db/passed-articles.ts), so this holds only the last few stories shown; the bound is for a
 * page that never got to it.
 */
export const ARTICLE_CACHE_MAX = 50;

/**
 * Keeps a copy of an article's answer as it passes to the page (issue #25). The page keeps each
 * story it shows in its database, but only once that code has loaded, after the view: a tab closed
 * right after a story appeared lost it, and the story then did not open offline. The worker's copy
 * is written as the answer arrives, off the page's main thread, with the page's first view
 * untouched. Only whole successful JSON answers are kept, by path (the query string never changes
 * the article).
 */
export async function keepArticleAnswer(path: string, response: Response, cache: Cache, now = Date.now()): Promise<boolean> {
  if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').includes('application/json')) return false;
  let body: string;
  try {
    body = await response.text();
  } catch {
    return false; // the answer was cut on the way: the page got no article either
  }
  await cache.put(path, new Response(body, { headers: { 'Content-Type': 'application/json', [KEPT_AT_HEADER]: String(now) } }));
  const keys = await cache.keys();
  // Oldest first (a cache lists its entries in insertion order).
  await Promise.all(keys.slice(0, Math.max(0, keys.length - ARTICLE_CACHE_MAX)).map((key) => cache.delete(key)));
  return true;
}

/**
 * Article answers go to the page straight from the network, as before (the worker never answers
 * the API itself, fresh or stale: the page decides what to show offline), with a copy kept.
 */
export function registerArticleAnswers(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && ARTICLE_ANSWER_PATH.test(url.pathname),
    async ({ request, url, event }) => {
      const response = await fetch(request);
      const copy = response.clone();
      (event as ExtendableEvent).waitUntil(
        caches
          .open(ARTICLE_CACHE)
          .then((cache) => keepArticleAnswer(url.pathname, copy, cache))
          .catch(() => false),
      );
      return response;
    },
  );
}
