import { createFileRoute, redirect } from '@tanstack/react-router';
import { DraftsScreen } from '#web/features/editor/drafts/drafts-screen.tsx';
import { DraftEntry } from '#web/features/editor/shared/draft-entry.tsx';
import { validateDraftsSearch } from '#web/features/editor/shared/drafts-search.ts';
import { currentSession } from '#web/lib/session.ts';

export const Route = createFileRoute('/_main/drafts')({
  // `?new=` and `?shared=`: the manifest's shortcuts, share target and file handler (issue #25).
  validateSearch: validateDraftsSearch,
  // Drafts belong to the signed-in author (they live on this device, by user).
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
  },
  component: function Screen() {
    return (
      <>
        <DraftEntry search={Route.useSearch()} />
        <DraftsScreen />
      </>
    );
  },
});
