import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { articleKeys } from '#web/queries/query-keys.ts';
import { SEARCH_MIN_CHARS, SEARCH_REQUEST_LIMIT } from '../search-rules.ts';

const keptSearch = () => import('#web/db/kept-search.ts');

/**
 * The results view of a search (Enter in the header search, issue #25): the full search
 * `GET /api/articles?keywords=…`, best match first, paged by the server's `nextCursor`. Offline,
 * the stories kept on this device that match (one page).
 */
export const searchResultsQueryOptions = (keywords: string) =>
  infiniteQueryOptions({
    queryKey: articleKeys.search({ keywords, view: 'results' }),
    initialPageParam: null as string | null,
    queryFn: withOfflineFallback(
      async ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }): Promise<FeedList<ArticleSummary>> => {
        const query: Record<string, string> = { keywords, limit: String(SEARCH_REQUEST_LIMIT) };
        if (pageParam) query.cursor = pageParam;
        return readResponse(api.articles.$get({ query }, { init: { signal } }));
      },
      async ({ pageParam }) => (pageParam ? undefined : (await keptSearch()).searchKeptArticles(keywords, {}, SEARCH_REQUEST_LIMIT)),
    ),
    getNextPageParam: (last: FeedList<ArticleSummary>) => last.nextCursor,
    enabled: keywords.length >= SEARCH_MIN_CHARS,
  });

export function useSearchResults(keywords: string) {
  return useInfiniteQuery(searchResultsQueryOptions(keywords));
}
