import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { awaitsRendition, type ArticleDetail } from '#api/schemas/article.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

const keptArticles = () => import('#web/db/kept-articles.ts');

/** How often a page waiting for a podcast's rendition asks for the article again. */
export const RENDITION_POLL_MS = 10_000;

async function fetchDetail(id: string): Promise<ArticleDetail> {
  return readResponse(api.articles[':id'].$get({ param: { id } }));
}

/** One article with its comments and related articles (`GET /api/articles/:id`), or its kept copy offline. */
export const storyArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: () => withOfflineFallback(fetchDetail, async (articleId: string) => (await keptArticles()).keptArticleDetail(articleId))(id),
    // A trimmed episode plays once its rendition is made (seconds to a few minutes): asked again
    // until then, so the player appears without a reload.
    refetchInterval: (query) => (query.state.data && awaitsRendition(query.state.data.article) ? RENDITION_POLL_MS : false),
  });

/**
 * The article, kept with its body once shown (whether it came from the network or from the data
 * the server rendered the page with), so it opens again with no network. Dexie loads after the
 * first view, off its scripts (issue #11).
 */
export function useArticleDetail(id: string) {
  const query = useQuery(storyArticleQueryOptions(id));
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data) void keptArticles().then((kept) => kept.rememberArticle(data));
  }, [data, dataUpdatedAt]);
  return query;
}
