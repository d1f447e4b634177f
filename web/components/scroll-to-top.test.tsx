import { act, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFirstRenderScroll, ROUTE_SCROLL_DELAY_MS, ScrollToTop } from './scroll-to-top.tsx';

function appRouter() {
  const root = createRootRoute({
    component: () => (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    ),
  });
  const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p> });
  const router = createRouter({ routeTree: root.addChildren([page('/'), page('/about')]), history: createMemoryHistory({ initialEntries: ['/'] }), scrollRestoration: false });
  keepFirstRenderScroll(router);
  return router;
}

describe('ScrollToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('leaves the first page where the reader scrolled it, and scrolls to the top 300 ms after a route change', async () => {
    const router = appRouter();
    await router.load();
    render(<RouterProvider router={router} />);
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_SCROLL_DELAY_MS * 3));
    // A reader who scrolled the server's page before it became interactive stays where they are.
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate({ to: '/about' }));
    // The router goes to the top at once; spec §2's scroll comes again 300 ms later.
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_SCROLL_DELAY_MS - 50));
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0 });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
