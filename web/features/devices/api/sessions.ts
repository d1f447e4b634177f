import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';

/** The query key of the signed-in reader's devices (per user: a switch of account never mixes them). */
export const devicesKey = (userId: string) => ['sessions', userId] as const;

/** Where the reader is signed in (`GET /api/sessions`): always asked fresh, a device may have gone since. */
export function useDevices(userId: string) {
  return useQuery({ queryKey: devicesKey(userId), queryFn: () => readResponse(api.sessions.$get()), staleTime: 0 });
}

/** Signs one device out (`DELETE /api/sessions/:id`), or every other one (`?others=true`). */
export function useSignOutDevices(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | 'others') =>
      readResponse(target === 'others' ? api.sessions.$delete({ query: { others: 'true' } }) : api.sessions[':id'].$delete({ param: { id: target.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey(userId) }),
  });
}
