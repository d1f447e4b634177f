import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';
import { userKeys } from '#web/queries/query-keys.ts';

/** Right panel: the 5 latest articles (spec §7, "right panel 5"). */
export const LATEST_ARTICLES_LIMIT = 5;
/** Author suggestions shown under a story. */
export const AUTHOR_SUGGESTIONS_LIMIT = 6;

export const latestArticlesQueryOptions = () =>
  queryOptions({
    queryKey: ['articles', 'list', { latest: LATEST_ARTICLES_LIMIT }] as const,
    queryFn: async () => readResponse(api.articles.$get({ query: { limit: String(LATEST_ARTICLES_LIMIT) } })),
  });

export const authorSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list({ suggestions: AUTHOR_SUGGESTIONS_LIMIT }),
    queryFn: async () => readResponse(api.users.$get({ query: { limit: String(AUTHOR_SUGGESTIONS_LIMIT) } })),
    staleTime: 5 * 60_000,
  });

export function useLatestArticles() {
  return useQuery(latestArticlesQueryOptions());
}

export function useAuthorSuggestions() {
  return useQuery(authorSuggestionsQueryOptions());
}
