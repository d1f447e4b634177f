import { useInfiniteQuery } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';

/** Items per page of the Following page. */
export const FOLLOWS_PAGE = 20;

/** The query key of the Following page's list (per user). */
export const followsListKey = (userId: string) => ['follows', 'list', userId] as const;

/** What the signed-in reader follows, newest first, a page at a time (`GET /api/follows`, keyset `cursor`). */
export function useFollowsList(userId: string) {
  return useInfiniteQuery({
    queryKey: followsListKey(userId),
    queryFn: ({ pageParam }) => readResponse(api.follows.$get({ query: { limit: String(FOLLOWS_PAGE), ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
