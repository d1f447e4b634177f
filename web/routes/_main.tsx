import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { SearchBox } from '#web/features/search/components/search-box.tsx';
import { AppHeader } from '#web/features/shell/components/app-header.tsx';
import type { ThemeAction } from '#web/features/shell/components/theme-nav.tsx';
import { MainLayout } from '#web/features/shell/components/main-layout.tsx';
import { isAuthenticatedAtom } from '#web/lib/session.ts';

// The sync indicators, the new-post button and the editor host (mounted once, here) need the local
// database (Dexie): they load right after the first view instead of before it (issue #11). They
// render nothing for an anonymous reader online, so nothing moves when they arrive. The new-post
// button, the bell and the editor are for signed-in people only: an anonymous reader never loads them.
const OfflineStatus = lazy(() => import('#web/features/offline/components/offline-status.tsx').then((m) => ({ default: m.OfflineStatus })));
const OfflineBanner = lazy(() => import('#web/features/offline/components/offline-status.tsx').then((m) => ({ default: m.OfflineBanner })));
const NewPostButton = lazy(() => import('#web/features/editor/components/new-post-button.tsx').then((m) => ({ default: m.NewPostButton })));
const NotificationBell = lazy(() => import('#web/features/notifications/components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })));
const EditorHost = lazy(() => import('#web/features/editor/components/editor-host.tsx').then((m) => ({ default: m.EditorHost })));

// Follow a theme from the theme menu (issue #29): signed-in readers only, loaded when a menu opens.
const FollowButton = lazy(() => import('#web/features/follows/components/follow-button.tsx').then((m) => ({ default: m.FollowButton })));
const followTheme: ThemeAction = (theme, title) => (
  <Suspense fallback={null}>
    <FollowButton kind="themes" id={theme.id} name={title} compact />
  </Suspense>
);

export const Route = createFileRoute('/_main')({
  component: MainRoute,
});

function MainRoute() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <MainLayout
      header={
        <AppHeader
          search={<SearchBox />}
          status={
            <Suspense fallback={null}>
              <OfflineStatus />
            </Suspense>
          }
          themeAction={signedIn ? followTheme : undefined}
          bell={
            signedIn && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )
          }
          newPost={
            signedIn && (
              <Suspense fallback={null}>
                <NewPostButton />
              </Suspense>
            )
          }
        />
      }
    >
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
      <Outlet />
      {signedIn && (
        <Suspense fallback={null}>
          <EditorHost />
        </Suspense>
      )}
    </MainLayout>
  );
}
