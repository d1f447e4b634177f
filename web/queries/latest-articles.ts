import { queryOptions, useQuery } from '@tanstack/react-query';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { articleKeys } from './query-keys.ts';

/**
 * Spec §7: the right panel shows the 5 latest articles, beside the feed and beside a story (one
 * query for both: they share its cache). Offline, from the articles the device keeps.
 */
export const LATEST_LIMIT = 5;

export const latestArticlesQueryOptions = () =>
  queryOptions({
    queryKey: articleKeys.list({ latest: LATEST_LIMIT }),
    queryFn: withOfflineFallback(
      async () => readResponse(api.articles.$get({ query: { limit: String(LATEST_LIMIT) } })),
      async () => (await import('#web/db/kept-articles.ts')).keptFeedPage({}, LATEST_LIMIT),
    ),
  });

export function useLatestArticles() {
  return useQuery(latestArticlesQueryOptions());
}
