import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { markArticleDeleted } from '#web/db/kept-articles.ts';
import { api, NetworkError, readResponse } from '#web/lib/api-client.ts';
import { deleteArticle as queueDelete } from '#web/sync/mutations/articles.ts';
import { userArticlesQueryKey } from './get-user-articles.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/**
 * Online, the server's answer decides (spec §8: success or failure toast). With no network the
 * deletion is queued in the outbox (hidden here at once, sent when the network returns).
 */
async function deleteArticle(article: ArticleSummary): Promise<void> {
  try {
    await readResponse(api.articles[':id'].$delete({ param: { id: article.id } }));
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await queueDelete(article);
    return;
  }
  await markArticleDeleted(article.id).catch(() => undefined);
}

/**
 * Deletes one of the signed-in author's articles, removes its card from the profile list at once
 * and refreshes the other article lists (feed, panels).
 */
export function useDeleteArticle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (_data, article) => {
      const profileKey = JSON.stringify(userArticlesQueryKey(userId));
      queryClient.setQueryData<InfiniteData<FeedList<ArticleSummary>, number>>(
        userArticlesQueryKey(userId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, items: page.items.filter((a) => a.id !== article.id), total: page.total === null ? null : Math.max(0, page.total - 1) })),
          },
      );
      queryClient.removeQueries({ queryKey: articleKeys.detail(article.id) });
      // The profile list is already right (and its offsets follow the server's); the others refetch.
      void queryClient.invalidateQueries({ queryKey: articleKeys.lists(), predicate: (q) => JSON.stringify(q.queryKey) !== profileKey });
    },
  });
}
