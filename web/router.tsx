import { createRouter } from '@tanstack/react-router';
import { queryClient } from './lib/query-client.ts';
import { routeTree } from './route-tree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Spec §2: every route change scrolls to top after 300 ms (ScrollToTop does it).
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
