import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EditorHost } from '#web/features/editor/components/editor-host.tsx';
import { NewPostButton } from '#web/features/editor/components/new-post-button.tsx';
import { OfflineStatus } from '#web/features/offline/components/offline-status.tsx';
import { SearchBox } from '#web/features/search/components/search-box.tsx';
import { AppHeader } from '#web/features/shell/components/app-header.tsx';
import { MainLayout } from '#web/features/shell/components/main-layout.tsx';

export const Route = createFileRoute('/_main')({
  component: MainRoute,
});

function MainRoute() {
  return (
    <MainLayout header={<AppHeader search={<SearchBox />} status={<OfflineStatus />} newPost={<NewPostButton />} />}>
      <Outlet />
      <EditorHost />
    </MainLayout>
  );
}
