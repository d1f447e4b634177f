import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ScrollToTop } from '#web/components/scroll-to-top.tsx';
import { Toaster } from '#web/components/toast/toaster.tsx';
import { useNowPlaying } from '#web/features/player/now-playing.ts';

// The podcast heard across pages (issue #25): its code loads when a podcast first plays, never
// with a page (the shell knows only whether one plays: now-playing.ts, a few hundred bytes).
const MiniPlayer = lazy(() => import('#web/features/player/components/mini-player.tsx'));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootComponent,
  // Any unknown path redirects to '/' (spec §2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

/** The mini-player, above every route, once the shared podcast has played. */
function PlaybackDock() {
  const track = useNowPlaying();
  if (!track?.started) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer track={track} />
    </Suspense>
  );
}

function RootComponent() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
      <PlaybackDock />
      <Toaster />
    </>
  );
}
