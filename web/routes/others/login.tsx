import { createFileRoute } from '@tanstack/react-router';
import { TemplateLoginScreen } from '#web/features/template/pages/template-login.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';

/** Template login (spec §2): a sample form; it signs no one in and links to the real /login. */
export const Route = createFileRoute('/others/login')({
  // The template pages' strings load with them, not at start (web/lib/i18n.ts).
  beforeLoad: () => loadStringArea('template'),
  component: TemplateLoginScreen,
});
