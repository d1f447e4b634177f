import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { keptFeedPage } from '#web/db/kept-articles.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readJson } from '#web/lib/api-client.ts';

/** Spec §7: the right panel shows the 5 latest articles. */
export const LATEST_LIMIT = 5;

export const latestArticlesQueryOptions = () =>
  queryOptions({
    queryKey: ['articles', 'list', { latest: LATEST_LIMIT }] as const,
    queryFn: withOfflineFallback(
      async () => readJson<ListResponse<ArticleSummary>>(await api.articles.$get({ query: { limit: String(LATEST_LIMIT) } })),
      () => keptFeedPage({}, LATEST_LIMIT),
    ),
  });

export function useLatestArticles() {
  return useQuery(latestArticlesQueryOptions());
}
