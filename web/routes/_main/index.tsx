import { createFileRoute } from '@tanstack/react-router';
import { validateHomeSearch } from '#web/features/feed/home-search.ts';
import { HomePage } from './-components/home-page.tsx';

export const Route = createFileRoute('/_main/')({
  validateSearch: validateHomeSearch,
  component: function Screen() {
    return <HomePage search={Route.useSearch()} />;
  },
});
