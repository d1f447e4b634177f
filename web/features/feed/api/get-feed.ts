import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, type ArticleSummary } from '#api/schemas/article.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
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

/** The Following feed's page: its tribe and theme filters are named `tr` and `th` (api.md). */
function fetchFollowing(query: Record<string, string>) {
  const { tribe, theme, ...rest } = query;
  return readResponse(api.feed.following.$get({ query: { ...rest, ...(tribe ? { tr: tribe } : {}), ...(theme ? { th: theme } : {}) } }));
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
      // Kept articles do not say who is followed: offline, the Following feed keeps the pages it last
      // showed, or shows the feed's offline error (undefined: the network error stands).
      async ({ pageParam }): Promise<FeedList<ArticleSummary> | undefined> => {
        if (filters.following) return undefined;
        return pageParam ? { items: [], total: 0, nextCursor: null } : (await import('#web/db/kept-articles.ts')).keptFeedPage(filters);
      },
    ),
    // A page with fewer items than the limit ends loading (spec §4).
    getNextPageParam: (last: FeedList<ArticleSummary>) => (last.items.length < pageSize ? null : last.nextCursor),
  });

export function useFeed(filters: FeedFilters, pageSize?: number) {
  return useInfiniteQuery(feedQueryOptions(filters, pageSize));
}
