import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ScrollToTop } from '#web/components/scroll-to-top.tsx';
import { Toaster } from '#web/components/toast/toaster.tsx';
import { useNowPlaying } from '#web/features/player/now-playing.ts';
import { appStore } from '#web/lib/app-store.ts';
import { revocationNoticeAtom } from '#web/lib/session-revoked.ts';

// The podcast heard across pages (issue #25): its code loads when a podcast first plays, never
// with a page (the shell knows only whether one plays: now-playing.ts, a few hundred bytes).
const MiniPlayer = lazy(() => import('#web/features/player/components/mini-player.tsx'));

// Signed out of this device from elsewhere (issue #30): its code loads only when that happens.
const RevocationNotice = lazy(() => import('#web/features/devices/components/revocation-notice.tsx').then((m) => ({ default: m.RevocationNotice })));

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

/** What a revocation has to say, above every route, once there is something (web/lib/session-revoked.ts). */
function RevocationDock() {
  if (!useAtomValue(revocationNoticeAtom, { store: appStore })) return null;
  return (
    <Suspense fallback={null}>
      <RevocationNotice />
    </Suspense>
  );
}

function RootComponent() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
      <PlaybackDock />
      <RevocationDock />
      <Toaster />
    </>
  );
}
