import { createFileRoute, redirect } from '@tanstack/react-router';
import { ModerationScreen } from '#web/features/moderation/components/moderation-screen.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';
import { currentSession } from '#web/lib/session.ts';

/** Issue #28: moderators and admins keep the community clean; anonymous readers are sent to login. */
export const Route = createFileRoute('/_main/moderation')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
    return loadStringArea('moderation');
  },
  component: ModerationScreen,
});
