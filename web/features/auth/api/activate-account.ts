import { queryOptions } from '@tanstack/react-query';
import { api, readResponse } from '#web/lib/api-client.ts';
import { authKeys } from '#web/queries/query-keys.ts';

/** `GET /api/auth/activation/:code`: spends the activation code; `404 invalid_activation_code`. */
export async function activateAccount(code: string): Promise<{ message: string }> {
  return readResponse(api.auth.activation[':code'].$get({ param: { code } }));
}

/**
 * A query, not an effect: the code is single use, so the call must happen once per code even when
 * React mounts the modal twice (StrictMode) — the query cache shares the one request.
 */
export const activationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: authKeys.activation(code),
    queryFn: () => activateAccount(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
