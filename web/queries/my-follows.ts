import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '#api/schemas/list.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { followKey } from '#web/sync/follow-state.ts';

/** The query key of what the signed-in reader follows (per user, so a switch of account never mixes them). */
export const myFollowsKey = (userId: string) => ['follows', 'mine', userId] as const;

/** Pages are read to the end: a reader follows tens of things, and every button needs the whole set. */
const PAGE_GUARD = 40;

/**
 * Every key (`followKey`) `userId` follows, from `GET /api/follows` page by page. The list is also
 * kept on the device (the local database loads only here, off the first view), so the Following
 * feed works offline.
 */
export async function fetchMyFollowKeys(userId: string): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < PAGE_GUARD; page++) {
    const list = await readResponse(api.follows.$get({ query: { limit: String(LIST_LIMIT_MAX), ...(cursor ? { cursor } : {}) } }));
    for (const item of list.items) keys.add(followKey(item.kind, item.id));
    if (!list.nextCursor) break;
    cursor = list.nextCursor;
  }
  await import('#web/sync/followed-offline.ts').then((m) => m.rememberFollowed(userId, keys)).catch(() => undefined);
  return keys;
}

/** The query of what `userId` follows, fresh for a minute. */
export const myFollowsQuery = (userId: string) => queryOptions({ queryKey: myFollowsKey(userId), queryFn: () => fetchMyFollowKeys(userId), staleTime: 60_000 });

/** What the signed-in reader follows (undefined while unknown: signed out, loading, or offline before any answer). */
export function useMyFollowKeys(userId: string | undefined) {
  return useQuery({ ...myFollowsQuery(userId ?? ''), enabled: Boolean(userId) });
}
