import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/**
 * A QueryClient with the app's rules: client errors (4xx) are not retried; network failures are
 * retried a little, then the queries' own offline fallbacks (Dexie) take over. The server makes
 * one per rendered page (web/app/server-render.tsx), with no retries: it answers in process.
 */
export function createQueryClient({ retries = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        networkMode: 'always',
        retry: retries ? (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2 : false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/** The page's QueryClient. */
export const queryClient = createQueryClient();
