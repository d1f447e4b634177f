import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { ScrollToTop } from '#web/components/scroll-to-top.tsx';
import { Toaster } from '#web/components/toast/toaster.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootComponent,
  // Any unknown path redirects to '/' (spec §2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
      <Toaster />
    </>
  );
}
