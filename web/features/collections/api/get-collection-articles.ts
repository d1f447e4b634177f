import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { collectionKeys } from '#web/queries/query-keys.ts';
import { keptCollectionPage } from '#web/sync/kept-media/offline-sets.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';

/** The collection screen's page (spec: 10 articles a page; the endpoint's default). */
export const COLLECTION_PAGE_SIZE = 10;

/**
 * One collection's articles, page by page by keyset cursor. Offline, the first page is every
 * article of the collection kept on this device (there is no next page).
 */
export const collectionArticlesOptions = (id: string, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: collectionKeys.articles(id),
    initialPageParam: null as string | null,
    queryFn: withOfflineFallback(
      async ({ pageParam }: { pageParam: string | null }): Promise<ListResponse<ArticleSummary>> => {
        const query = pageParam ? { limit: String(COLLECTION_PAGE_SIZE), cursor: pageParam } : { limit: String(COLLECTION_PAGE_SIZE) };
        return readResponse(api.collections[':id'].articles.$get({ param: { id }, query }));
      },
      async ({ pageParam }) => (pageParam ? { items: [], total: 0, nextCursor: null } : keptCollectionPage(id)),
    ),
    getNextPageParam: (last: ListResponse<ArticleSummary>) => last.nextCursor ?? null,
    enabled,
  });

export function useCollectionArticles(id: string, enabled: boolean) {
  return useInfiniteQuery(collectionArticlesOptions(id, enabled));
}
