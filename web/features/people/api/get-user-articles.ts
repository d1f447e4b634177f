import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { keptAuthorArticles } from './kept-people.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** Profile article list: 10 per page (spec §9). */
export const PROFILE_PAGE_SIZE = 10;

export const userArticlesQueryKey = (userId: string) => articleKeys.list({ userId, pageSize: PROFILE_PAGE_SIZE });

/**
 * An author's articles, newest first, paged by offset; the kept ones offline. Paging ends on
 * `nextCursor: null` (or a short page), never on `total`, which the server caps (api.md, "Lists").
 */
export const userArticlesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: userArticlesQueryKey(userId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      withOfflineFallback(
        async (offset: number) => readResponse(api.articles.$get({ query: { userId, limit: String(PROFILE_PAGE_SIZE), offset: String(offset) } })),
        (offset: number) => keptAuthorArticles(userId, offset, PROFILE_PAGE_SIZE),
      )(pageParam),
    getNextPageParam: (last, pages) => {
      if (last.nextCursor === null || last.items.length < PROFILE_PAGE_SIZE) return null;
      return pages.reduce((n, page) => n + page.items.length, 0);
    },
  });

export function useUserArticles(userId: string | undefined) {
  return useInfiniteQuery({ ...userArticlesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
