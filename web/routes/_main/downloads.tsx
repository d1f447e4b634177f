import { createFileRoute } from '@tanstack/react-router';
import { DownloadsScreen } from '#web/features/downloads/components/downloads-screen.tsx';

/** Issue 12: everything kept offline on this device, its sizes and the download settings (no sign-in needed: it is this device's). */
export const Route = createFileRoute('/_main/downloads')({
  component: DownloadsScreen,
});
