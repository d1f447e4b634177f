import { createFileRoute, redirect } from '@tanstack/react-router';
import { DraftsScreen } from '#web/features/editor/drafts/drafts-screen.tsx';
import { currentSession } from '#web/lib/session.ts';

export const Route = createFileRoute('/_main/drafts')({
  // Drafts belong to the signed-in author (they live on this device, by user).
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
  },
  component: DraftsScreen,
});
