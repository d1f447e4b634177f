import { createFileRoute } from '@tanstack/react-router';
import { SettingScreen } from '#web/features/template/pages/setting-screen.tsx';

/** Template account settings page (spec §2). */
export const Route = createFileRoute('/_tpl/others/setting')({
  component: SettingScreen,
});
