import { createFileRoute } from '@tanstack/react-router';
import { ActivationModal } from '#web/features/auth/components/activation-modal.tsx';
import { validateHomeSearch } from '#web/features/feed/home-search.ts';
import { HomePage, preloadListPage } from './-components/home-page.tsx';

export const Route = createFileRoute('/_main/')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ tr: search.tr }),
  loader: ({ deps }) => preloadListPage(undefined, deps),
  component: function Screen() {
    const search = Route.useSearch();
    return (
      <>
        <HomePage search={search} />
        {/* `/?code=…` from the activation mail activates the account (spec §2). */}
        {search.code && <ActivationModal code={search.code} />}
      </>
    );
  },
});
