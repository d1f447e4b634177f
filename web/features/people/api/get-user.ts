import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#api/schemas/user.ts';
import { api, readJson } from '#web/lib/api-client.ts';

/** A public profile by slug (`GET /api/users/:slug`); 404 `user_not_found` when unknown. */
export const userProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['users', 'detail', slug] as const,
    queryFn: async () => readJson<User>(await api.users[':slug'].$get({ param: { slug } })),
  });

export function useUserProfile(slug: string) {
  return useQuery(userProfileQueryOptions(slug));
}
