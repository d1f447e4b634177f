import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import type { AppStore } from '#web/lib/app-store.ts';
import type { AppRouter } from '#web/router.tsx';

/** The app's providers around its router: the same tree in the page and on the server. */
export function AppRoot({ store, queryClient, router }: { store: AppStore; queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
