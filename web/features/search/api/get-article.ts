import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { keptArticleDetail } from '#web/db/kept-articles.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readJson } from '#web/lib/api-client.ts';

/** `GET /api/articles/:id`: the article with its comments and related articles. */
export const articleDetailQueryOptions = (id: string) =>
  queryOptions({
    // Its own key under the article's: the story page may keep a richer (offline) entry at ['articles', 'detail', id].
    queryKey: ['articles', 'detail', id, 'preview'] as const,
    queryFn: withOfflineFallback(
      async () => readJson<ArticleDetail>(await api.articles[':id'].$get({ param: { id } })),
      () => keptArticleDetail(id),
    ),
  });

export function useArticleDetail(id: string) {
  return useQuery(articleDetailQueryOptions(id));
}
