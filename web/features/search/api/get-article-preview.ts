import { queryOptions, useQuery } from '@tanstack/react-query';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** `GET /api/articles/:id` for the search modal's preview: the article with its comments and related articles. */
export const articlePreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: articleKeys.preview(id),
    queryFn: withOfflineFallback(
      async () => readResponse(api.articles[':id'].$get({ param: { id } })),
      // Dexie loads only when the network fails: it stays off the first view's scripts (issue #11).
      async () => (await import('#web/db/kept-articles.ts')).keptArticleDetail(id),
    ),
  });

export function useArticlePreview(id: string) {
  return useQuery(articlePreviewQueryOptions(id));
}
