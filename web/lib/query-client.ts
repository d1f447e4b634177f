import { QueryClient } from '@tanstack/react-query';
import { onlineAtom } from '#web/sync/network-status.ts';
import { ApiRequestError, NetworkError } from './api-client.ts';
import { appStore } from './app-store.ts';

/**
 * Client errors (4xx) are the server's answer: not retried. A network failure is retried twice (a
 * flaky link), but not at all when the browser says it is offline, and once only when the app
 * believes it is (a request did not reach the server: web/sync/network-status.ts; the queries'
 * offline fallback says so on the first failure, so a single reset also lands here). Retrying
 * offline only kept a page's placeholders shimmering for seconds before its offline state showed.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  if (error instanceof NetworkError) {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
    if (!appStore.get(onlineAtom)) return failureCount < 1;
  }
  return failureCount < 2;
}

/**
 * A QueryClient with the app's rules (`shouldRetry`; queries with an offline fallback answer from
 * the device at once: web/sync/offline-fallback.ts). The server makes one per rendered page
 * (web/app/server-render.tsx), with no retries: it answers in process.
 */
export function createQueryClient({ retries = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        networkMode: 'always',
        retry: retries ? shouldRetry : false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/** The page's QueryClient. */
export const queryClient = createQueryClient();
