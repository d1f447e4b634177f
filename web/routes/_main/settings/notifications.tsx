import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotificationSettingsScreen } from '#web/features/notifications/push/notification-settings-screen.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';
import { currentSession } from '#web/lib/session.ts';

/** Issue #29: the reader's notification preferences and this device's push; anonymous readers are sent to login. */
export const Route = createFileRoute('/_main/settings/notifications')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
    return loadStringArea('push-settings');
  },
  component: NotificationSettingsScreen,
});
