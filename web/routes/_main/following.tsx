import { createFileRoute, redirect } from '@tanstack/react-router';
import { FollowingScreen } from '#web/features/follows/components/following-screen.tsx';
import { currentSession } from '#web/lib/session.ts';

/** Issue #29: what the signed-in reader follows; anonymous readers are sent to login. */
export const Route = createFileRoute('/_main/following')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
  },
  component: FollowingScreen,
});
