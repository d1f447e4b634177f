import { createFileRoute, redirect } from '@tanstack/react-router';
import { DevicesScreen } from '#web/features/devices/components/devices-screen.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';
import { currentSession } from '#web/lib/session.ts';

/** Issue #30: where the signed-in reader is signed in; anonymous readers are sent to login. */
export const Route = createFileRoute('/_main/settings/devices')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' });
    return loadStringArea('devices');
  },
  component: DevicesScreen,
});
