import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

const keptArticles = () => import('#web/db/kept-articles.ts');

async function fetchDetail(id: string): Promise<ArticleDetail> {
  const detail = await readResponse(api.articles[':id'].$get({ param: { id } }));
  // Every article opened is kept with its body, so it opens again with no network.
  // Dexie loads after the answer, off the first view's scripts (issue #11).
  void keptArticles().then((kept) => kept.rememberArticle(detail));
  return detail;
}

/** One article with its comments and related articles (`GET /api/articles/:id`), or its kept copy offline. */
export const storyArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: () => withOfflineFallback(fetchDetail, async (articleId: string) => (await keptArticles()).keptArticleDetail(articleId))(id),
  });

export function useArticleDetail(id: string) {
  return useQuery(storyArticleQueryOptions(id));
}
