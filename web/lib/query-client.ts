import { QueryClient } from '@tanstack/react-query';
import { onlineAtom } from '#web/sync/network-status.ts';
import { ApiRequestError, NetworkError } from './api-client.ts';
import { appStore } from './app-store.ts';

/**
 * Client errors (4xx) are the server's answer: not retried. A network failure is retried a little
 * (a flaky link), except once the app knows it is offline (the browser said so, or a request did
 * not reach the server: web/sync/network-status.ts). Retrying then only kept a page's placeholders
 * shimmering for seconds before its offline state showed.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  if (error instanceof NetworkError && !appStore.get(onlineAtom)) return false;
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
