import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { keepFirstRenderScroll } from './components/scroll-to-top.tsx';
import { routeTree } from './route-tree.gen.ts';

/**
 * The app's router: one in the page (web/main.tsx), one per page the server renders
 * (web/app/server-render.tsx, with a memory history at the requested URL).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    // Spec §2: every route change scrolls to top after 300 ms (ScrollToTop does it).
    scrollRestoration: false,
  });
  keepFirstRenderScroll(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
