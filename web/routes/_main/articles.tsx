import { createFileRoute } from '@tanstack/react-router';
import { validateHomeSearch } from '#web/features/feed/home-search.ts';
import { HomePage, preloadListPage } from './-components/home-page.tsx';

export const Route = createFileRoute('/_main/articles')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ tr: search.tr }),
  loader: ({ deps }) => preloadListPage(1, deps),
  component: function Screen() {
    return <HomePage type={1} search={Route.useSearch()} />;
  },
});
