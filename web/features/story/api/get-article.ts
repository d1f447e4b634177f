import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { api, readJson } from '#web/lib/api-client.ts';

/** One article with its comments and related articles (`GET /api/articles/:id`). */
export const articleDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', id] as const,
    queryFn: async () => readJson<ArticleDetail>(await api.articles[':id'].$get({ param: { id } })),
  });

export function useArticleDetail(id: string) {
  return useQuery(articleDetailQueryOptions(id));
}
