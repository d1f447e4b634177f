import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';
import { userKeys } from '#web/queries/query-keys.ts';

/** Directory page size (spec §7: getUsers limit 10). */
export const USERS_PAGE_SIZE = 10;

/**
 * The user directory, filtered by `keywords` (names or slug), paged by the server's `nextCursor`
 * (issue #25): a page ends the list when it carries none, never by counting against `total`, which
 * only the first page carries (capped at 1000, `totalCapped`).
 */
export const usersQueryOptions = (keywords: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.list({ keywords, pageSize: USERS_PAGE_SIZE, paging: 'cursor' }),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const query: Record<string, string> = { limit: String(USERS_PAGE_SIZE) };
      if (pageParam) query.cursor = pageParam;
      if (keywords) query.keywords = keywords;
      return readResponse(api.users.$get({ query }));
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUsers(keywords: string) {
  // The previous results stay on screen while a new search loads, so the list does not flash.
  return useInfiniteQuery({ ...usersQueryOptions(keywords), placeholderData: keepPreviousData });
}
