import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionAtom } from '#web/lib/session.ts';
import { queuedFollowOps } from '#web/sync/follow-queue.ts';
import { myFollowsKey, useMyFollowKeys } from '#web/queries/my-follows.ts';
import { isFollowing, pendingFollows } from '#web/sync/follow-state.ts';

/**
 * Whether the signed-in reader follows `key` now: the last follow or unfollow this device still
 * has to send, else the server's list. When the queue has sent (or given up on) this key, the list
 * is read again, so a refusal (404 on a deleted author) shows the server's truth, not the tap.
 */
export function useFollowing(key: string): { userId: string | undefined; following: boolean; pending: boolean } {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const server = useMyFollowKeys(userId);
  const queued = useLiveQuery(async () => (userId ? pendingFollows(await queuedFollowOps(userId)).get(key) : undefined), [userId, key]);
  const pending = queued !== undefined;
  const queryClient = useQueryClient();
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending && userId) void queryClient.invalidateQueries({ queryKey: myFollowsKey(userId) });
    wasPending.current = pending;
  }, [pending, userId, queryClient]);
  return { userId, following: isFollowing(key, server.data, queued === undefined ? new Map() : new Map([[key, queued]])), pending };
}
