import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';
import { userKeys } from '#web/queries/query-keys.ts';

/** Author suggestions shown under a story. */
export const AUTHOR_SUGGESTIONS_LIMIT = 6;

export const authorSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list({ suggestions: AUTHOR_SUGGESTIONS_LIMIT }),
    queryFn: async () => readResponse(api.users.$get({ query: { limit: String(AUTHOR_SUGGESTIONS_LIMIT) } })),
    staleTime: 5 * 60_000,
  });

export function useAuthorSuggestions() {
  return useQuery(authorSuggestionsQueryOptions());
}
