import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';
import { tribeKeys } from '#web/queries/query-keys.ts';

/** Tribes matching what the reader typed in the filter panel (`GET /api/tribes?keywords=`). */
export const tribeSearchQueryOptions = (keywords: string) =>
  queryOptions({
    queryKey: tribeKeys.search(keywords),
    queryFn: async () => {
      const query: Record<string, string> = { limit: '10', offset: '0' };
      if (keywords) query.keywords = keywords;
      return readResponse(api.tribes.$get({ query }));
    },
    staleTime: 60 * 60_000,
  });

export function useTribeSearch(keywords: string, enabled: boolean) {
  return useQuery({ ...tribeSearchQueryOptions(keywords), enabled, placeholderData: keepPreviousData });
}
