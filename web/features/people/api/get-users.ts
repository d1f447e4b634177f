import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';
import { userKeys } from '#web/queries/query-keys.ts';

/** Directory page size (spec §7: getUsers limit 10). */
export const USERS_PAGE_SIZE = 10;

/** The user directory, filtered by `keywords` (names or slug), paged by offset. */
export const usersQueryOptions = (keywords: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.list({ keywords, pageSize: USERS_PAGE_SIZE }),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const query: Record<string, string> = { limit: String(USERS_PAGE_SIZE), offset: String(pageParam) };
      if (keywords) query.keywords = keywords;
      return readResponse(api.users.$get({ query }));
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length < USERS_PAGE_SIZE || loaded >= last.total ? null : loaded;
    },
  });

export function useUsers(keywords: string) {
  // The previous results stay on screen while a new search loads, so the list does not flash.
  return useInfiniteQuery({ ...usersQueryOptions(keywords), placeholderData: keepPreviousData });
}
