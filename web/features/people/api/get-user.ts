import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#api/schemas/user.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readJson } from '#web/lib/api-client.ts';
import { keptAuthor } from '#web/db/kept-articles.ts';
import { userKeys } from '#web/queries/query-keys.ts';

const fetchProfile = async (slug: string) => readJson<User>(await api.users[':slug'].$get({ param: { slug } }));

/** A public profile by slug (`GET /api/users/:slug`; 404 `user_not_found`), from kept articles offline. */
export const userProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: userKeys.detail(slug),
    queryFn: () => withOfflineFallback(fetchProfile, keptAuthor)(slug),
  });

export function useUserProfile(slug: string) {
  return useQuery(userProfileQueryOptions(slug));
}
