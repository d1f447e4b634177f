import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, type ArticleSummary } from '#api/schemas/article.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { currentSession } from '#web/lib/session.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** Feed filters: type from the path, tribe and theme ids from `tr`/`th`. */
export interface FeedFilters {
  type?: 1 | 2 | 3;
  tribe?: number;
  theme?: number;
  /** The reader's content language (web/lib/content-language.ts); absent: both. */
  lang?: 'fr' | 'en';
  /** Only stories of the authors, tribes and themes the signed-in reader follows (`GET /api/feed/following`, issue #29). */
  following?: true;
}

/**
 * The Following feed's page: its tribe and theme filters are named `tr` and `th` (api.md). Once it
 * answers, what the reader follows is read again when a minute old, and kept on the device, so
 * the feed can be drawn offline from the kept articles (`followingOffline`).
 */
async function fetchFollowing(query: Record<string, string>) {
  const { tribe, theme, ...rest } = query;
  const page = await readResponse(api.feed.following.$get({ query: { ...rest, ...(tribe ? { tr: tribe } : {}), ...(theme ? { th: theme } : {}) } }));
  const userId = currentSession()?.user.id;
  // (Loaded here, not before: only a signed-in reader on this feed needs it, never a first view.)
  if (userId) void import('#web/queries/my-follows.ts').then((m) => queryClient.prefetchQuery(m.myFollowsQuery(userId)));
  return page;
}

/** Offline: the kept articles by the authors, or in the tribes and themes, the device knows the reader follows. */
async function followingOffline(filters: FeedFilters): Promise<FeedList<ArticleSummary> | undefined> {
  const userId = currentSession()?.user.id;
  if (!userId) return undefined;
  const followed = await (await import('#web/sync/followed-offline.ts')).followedOnDevice(userId);
  if (!followed) return undefined;
  return (await import('#web/db/kept-articles.ts')).keptFeedPage({ ...filters, followed });
}

/** The home feed, 7 per page (spec §9), paged by keyset cursor. */
export const feedQueryOptions = (filters: FeedFilters, pageSize = FEED_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: articleKeys.list({ ...filters, pageSize }),
    initialPageParam: null as string | null,
    // Offline, the first page is every kept article matching the same filters (Dexie loads only then,
    // off the first view's scripts); there is no next page.
    queryFn: withOfflineFallback(
      async ({ pageParam }: { pageParam: string | null }) => {
        const query: Record<string, string> = { limit: String(pageSize) };
        if (pageParam) query.cursor = pageParam;
        if (filters.type) query.type = String(filters.type);
        if (filters.tribe) query.tribe = String(filters.tribe);
        if (filters.theme) query.theme = String(filters.theme);
        if (filters.lang) query.lang = filters.lang;
        return filters.following ? fetchFollowing(query) : readResponse(api.articles.$get({ query }));
      },
      // The Following feed, from what the device knows the reader follows; when it never knew
      // (undefined), the feed's offline error stands.
      async ({ pageParam }): Promise<FeedList<ArticleSummary> | undefined> => {
        if (pageParam) return { items: [], total: 0, nextCursor: null };
        return filters.following ? followingOffline(filters) : (await import('#web/db/kept-articles.ts')).keptFeedPage(filters);
      },
    ),
    // A page with fewer items than the limit ends loading (spec §4).
    getNextPageParam: (last: FeedList<ArticleSummary>) => (last.items.length < pageSize ? null : last.nextCursor),
  });

export function useFeed(filters: FeedFilters, pageSize?: number) {
  return useInfiniteQuery(feedQueryOptions(filters, pageSize));
}
