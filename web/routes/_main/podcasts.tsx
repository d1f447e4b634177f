import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '#web/features/feed/components/home-screen.tsx';
import { validateHomeSearch } from '#web/features/feed/home-search.ts';

export const Route = createFileRoute('/_main/podcasts')({
  validateSearch: validateHomeSearch,
  component: function Screen() {
    return <HomeScreen type={2} search={Route.useSearch()} />;
  },
});
