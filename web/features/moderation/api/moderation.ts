import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionInput, ModerationLogPage, Role } from '#api/schemas/comments.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { commentKeys } from '#web/queries/query-keys.ts';

/** Reported comments (grouped, newest report first) and held comments (`GET /api/moderation/queue`). */
export const moderationQueueOptions = () =>
  queryOptions({
    queryKey: commentKeys.queue(),
    queryFn: () => readResponse(api.moderation.queue.$get({ query: { limit: '50' } })),
  });

export const useModerationQueue = () => useQuery(moderationQueueOptions());

/** The audit log, newest first, page by page (`GET /api/moderation/log`). */
export const moderationLogOptions = () =>
  infiniteQueryOptions({
    queryKey: commentKeys.log(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<ModerationLogPage> => readResponse(api.moderation.log.$get({ query: pageParam ? { limit: '20', cursor: pageParam } : { limit: '20' } })),
    getNextPageParam: (last: ModerationLogPage) => last.nextCursor,
  });

export const useModerationLog = () => useInfiniteQuery(moderationLogOptions());

/**
 * One moderation action (`POST /api/moderation/actions`): hide, restore, delete, approve, reject,
 * dismiss, ban, unban. Online only: a moderator acts on what the server holds now. The queue, the
 * log and the threads are read again after it.
 */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) => readResponse(api.moderation.actions.$post({ json: input })),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: commentKeys.moderation() }), client.invalidateQueries({ queryKey: commentKeys.threads() })]),
  });
}

/** Grants or revokes a role (`PUT /api/users/:id/role`, admins). */
export function useSetRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => readResponse(api.users[':id'].role.$put({ param: { id: userId }, json: { role } })),
    onSettled: () => client.invalidateQueries({ queryKey: commentKeys.log() }),
  });
}
