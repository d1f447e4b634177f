import { createFileRoute } from '@tanstack/react-router';
import { validateHomeSearch } from '#web/features/feed/home-search.ts';
import { HomePage, preloadListPage } from './-components/home-page.tsx';

export const Route = createFileRoute('/_main/podcasts')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ tr: search.tr }),
  loader: ({ deps }) => preloadListPage(2, deps),
  component: function Screen() {
    return <HomePage type={2} search={Route.useSearch()} />;
  },
});
