import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchKeptArticles } from '#web/db/kept-articles.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { SEARCH_MIN_CHARS, SEARCH_REQUEST_LIMIT, type SearchFilters } from '../search-rules.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** `GET /api/articles?keywords=…&limit=10` with the filter panel's type, tribe and theme. */
export const searchArticlesQueryOptions = (keywords: string, filters: SearchFilters) =>
  queryOptions({
    queryKey: articleKeys.search({ keywords, type: filters.type, tribe: filters.tribe?.id, theme: filters.theme }),
    // Offline, search looks through the articles kept on this device.
    queryFn: withOfflineFallback(
      async ({ signal }: { signal: AbortSignal }) => {
        const query: Record<string, string> = { keywords, limit: String(SEARCH_REQUEST_LIMIT) };
        if (filters.type) query.type = String(filters.type);
        if (filters.tribe) query.tribe = String(filters.tribe.id);
        if (filters.theme) query.theme = String(filters.theme);
        return readResponse(api.articles.$get({ query }, { init: { signal } }));
      },
      () => searchKeptArticles(keywords, { type: filters.type, tribe: filters.tribe?.id, theme: filters.theme }, SEARCH_REQUEST_LIMIT),
    ),
    enabled: keywords.length >= SEARCH_MIN_CHARS,
    staleTime: 60_000,
  });

export function useSearchArticles(keywords: string, filters: SearchFilters) {
  // The previous results stay listed while the next ones load, so the dropdown does not flicker.
  return useQuery({ ...searchArticlesQueryOptions(keywords, filters), placeholderData: keepPreviousData });
}
