import { queryOptions, useQuery } from '@tanstack/react-query';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** Spec §7: the right panel shows the 5 latest articles. */
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
