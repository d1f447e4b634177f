import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/**
 * One QueryClient for the app. Client errors (4xx) are not retried; network failures are retried
 * a little, then the queries' own offline fallbacks (Dexie) take over.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 10 * 60_000,
      networkMode: 'always',
      retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
    },
    mutations: { networkMode: 'always' },
  },
});
