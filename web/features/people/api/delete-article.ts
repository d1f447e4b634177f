import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { deleteArticle as queueDelete } from '#web/sync/mutations/articles.ts';
import { userArticlesQueryKey } from './get-user-articles.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** What a deletion needs: a card's summary or a story's article both have it. */
export type DeletableArticle = Pick<ArticleSummary, 'id' | 'title'>;

/**
 * Through the outbox, online or not (issue #12: every edit the same way): hidden here at once,
 * `DELETE /api/articles/:id` sent by the sync runner now or when the network returns; a refusal
 * shows in the sync panel like any other refused change.
 */
async function deleteArticle(article: DeletableArticle): Promise<void> {
  await queueDelete(article);
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
