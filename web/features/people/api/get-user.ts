import { queryOptions, useQuery } from '@tanstack/react-query';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { currentSession } from '#web/lib/session.ts';
import { userKeys } from '#web/queries/query-keys.ts';

const fetchProfile = async (slug: string) => readResponse(api.users[':slug'].$get({ param: { slug } }));

/** A public profile by slug (`GET /api/users/:slug`; 404 `user_not_found`), from kept articles offline. */
export const userProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: userKeys.detail(slug),
    // The kept copy (Dexie) loads only when the network fails: route loaders import this module at start.
    // The signed-in person's own profile is always on the device (the stored session), kept articles or not.
    queryFn: () => withOfflineFallback(fetchProfile, async (s: string) => (await import('#web/db/kept-articles.ts')).keptAuthor(s).then((kept) => kept ?? ownProfile(s)))(slug),
  });

function ownProfile(slug: string) {
  const user = currentSession()?.user;
  return user?.slug === slug ? user : undefined;
}

export function useUserProfile(slug: string) {
  return useQuery(userProfileQueryOptions(slug));
}
