import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { COMMENT_PAGE_DEFAULT, COMMENT_PAGE_MAX, type ThreadComment, CommentPageSchema, ReplyPageSchema, type CommentPage, type CommentSort, type ReplyPage } from '#api/schemas/comments.ts';
import { apiFetch, readJson } from '#web/lib/api-client.ts';
import { articleKeys, commentKeys } from '#web/queries/query-keys.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';

/** What a thread shows: its sort, and "only in my language" (`language` set). */
export interface ThreadFilters {
  sort: CommentSort;
  language?: 'fr' | 'en';
}

const keptThreads = () => import('#web/db/kept-threads.ts');

/** `GET /api/articles/:id/comments` (issue #28's contract), one keyset page. */
async function fetchPage(articleId: string, { sort, language }: ThreadFilters, cursor: string | null): Promise<CommentPage> {
  // The first page of the default view is as long as the kept one (50), so what is kept offline is what was read.
  const kept = !cursor && sort === 'oldest' && !language;
  const query = new URLSearchParams({ sort, limit: String(kept ? COMMENT_PAGE_MAX : COMMENT_PAGE_DEFAULT) });
  if (cursor) query.set('cursor', cursor);
  if (language) query.set('language', language);
  // Checked against the contract: a page of another shape is an error the thread shows, never a crash.
  const page = v.parse(CommentPageSchema, await readJson<unknown>(await apiFetch(`/api/articles/${encodeURIComponent(articleId)}/comments?${query}`)));
  // The first page, oldest first, is kept for reading offline (a browser only: the server renders anonymously).
  if (kept && typeof window !== 'undefined') void keptThreads().then((kept) => kept.rememberThread(articleId, page));
  return page;
}

/**
 * An article's thread, page by page. Offline, the first page is the kept one (any sort: it is
 * what the device has), and there is no next page. On the server it renders with the page (the
 * story's first page of comments is in the HTML, issue #28).
 */
export const threadQueryOptions = (articleId: string, filters: ThreadFilters) =>
  infiniteQueryOptions({
    queryKey: commentKeys.thread(articleId, filters),
    initialPageParam: null as string | null,
    queryFn: withOfflineFallback(
      ({ pageParam }: { pageParam: string | null }) => fetchPage(articleId, filters, pageParam),
      async ({ pageParam }): Promise<CommentPage | undefined> => {
        if (pageParam) return { items: [], total: 0, nextCursor: null };
        const kept = await (await keptThreads()).keptThread(articleId);
        const items = kept && (filters.language ? kept.items.filter((c) => c.language === filters.language) : kept.items);
        return kept && items && { items, total: kept.total, nextCursor: null };
      },
    ),
    getNextPageParam: (last: CommentPage) => last.nextCursor,
  });

/** The first page the story's detail carries (`comments` of `GET /api/articles/:id`), oldest first. */
export interface DetailFirstPage {
  items: ThreadComment[];
  total: number;
}

/**
 * The detail's first page as the default view's first page, when it is the whole thread: the
 * detail carries no cursor, so a longer thread asks for its first page (with the cursor of the
 * next one) once the thread is interactive.
 */
export function firstPageFromDetail(filters: ThreadFilters, first: DetailFirstPage | undefined): CommentPage | undefined {
  if (!first || filters.sort !== 'oldest' || filters.language || first.items.length >= COMMENT_PAGE_DEFAULT) return undefined;
  return { items: first.items, total: first.total, nextCursor: null };
}

/** `first`: the detail's first page, taken as this view's first page when it can be (not asked for again). */
export function useThread(articleId: string, filters: ThreadFilters, first?: DetailFirstPage) {
  const client = useQueryClient();
  const initial = firstPageFromDetail(filters, first);
  return useInfiniteQuery({
    ...threadQueryOptions(articleId, filters),
    ...(initial && {
      initialData: { pages: [initial], pageParams: [null] },
      // As fresh as the detail it came with: asked again when the detail would be.
      initialDataUpdatedAt: client.getQueryState(articleKeys.detail(articleId))?.dataUpdatedAt,
    }),
  });
}

/** Every reply of a top-level comment (`GET /api/comments/:id/replies`), asked for by "more replies". */
export const repliesQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: commentKeys.replies(commentId),
    queryFn: async (): Promise<ReplyPage> => v.parse(ReplyPageSchema, await readJson<unknown>(await apiFetch(`/api/comments/${encodeURIComponent(commentId)}/replies?limit=${COMMENT_PAGE_MAX}`))),
  });

export function useReplies(commentId: string, enabled: boolean) {
  return useQuery({ ...repliesQueryOptions(commentId), enabled });
}
