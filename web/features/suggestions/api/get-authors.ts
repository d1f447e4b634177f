import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';
import { userKeys } from '#web/queries/query-keys.ts';

/** Spec §7: getUsers with limit 10 feeds the author suggestions. */
export const SUGGESTED_AUTHORS = 10;

export const suggestedAuthorsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list({ limit: SUGGESTED_AUTHORS, offset: 0 }),
    queryFn: async () => readResponse(api.users.$get({ query: { limit: String(SUGGESTED_AUTHORS), offset: '0' } })),
    staleTime: 5 * 60_000,
  });

export function useSuggestedAuthors() {
  return useQuery(suggestedAuthorsQueryOptions());
}
