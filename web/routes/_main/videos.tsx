import { createFileRoute } from '@tanstack/react-router';
import { validateHomeSearch } from '#web/features/feed/home-search.ts';
import { HomePage, preloadListPage } from './-components/home-page.tsx';

export const Route = createFileRoute('/_main/videos')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ tr: search.tr }),
  loader: ({ deps }) => preloadListPage(3, deps),
  component: function Screen() {
    return <HomePage type={3} search={Route.useSearch()} />;
  },
});
