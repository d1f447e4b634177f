import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { api, readJson } from '#web/lib/api-client.ts';
import { userArticlesQueryKey } from './get-user-articles.ts';

/**
 * Deletes one of the signed-in author's articles (`DELETE /api/articles/:id`), removes its card
 * from the profile list at once and refreshes the other article lists (feed, panels).
 */
export function useDeleteArticle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (articleId: string) => readJson<void>(await api.articles[':id'].$delete({ param: { id: articleId } })),
    onSuccess: (_data, articleId) => {
      const profileKey = JSON.stringify(userArticlesQueryKey(userId));
      queryClient.setQueryData<InfiniteData<ListResponse<ArticleSummary>, number>>(userArticlesQueryKey(userId), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((a) => a.id !== articleId), total: Math.max(0, page.total - 1) })),
        },
      );
      queryClient.removeQueries({ queryKey: ['articles', 'detail', articleId] });
      // The profile list is already right (and its offsets follow the server's); the others refetch.
      void queryClient.invalidateQueries({ queryKey: ['articles', 'list'], predicate: (q) => JSON.stringify(q.queryKey) !== profileKey });
    },
  });
}
