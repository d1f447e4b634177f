import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotificationsScreen } from '#web/features/notifications/components/notifications-screen.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';
import { currentSession } from '#web/lib/session.ts';

/** Issue #29: the signed-in reader's notifications; anonymous readers are sent to login. */
export const Route = createFileRoute('/_main/notifications')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
    return loadStringArea('notifications');
  },
  component: NotificationsScreen,
});
