import { createFileRoute, redirect } from '@tanstack/react-router';
import { CollectionsScreen } from '#web/features/collections/components/collections-screen.tsx';
import { currentSession } from '#web/lib/session.ts';

/** Spec §2: the signed-in reader's collections; anonymous readers are sent to login. */
export const Route = createFileRoute('/_main/collections')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
  },
  component: CollectionsScreen,
});
