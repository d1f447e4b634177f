import { createFileRoute } from '@tanstack/react-router';
import { TemplateRegisterScreen } from '#web/features/template/pages/template-register.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';

/** Template register (spec §2): a sample form; it creates no account and links to the real /login. */
export const Route = createFileRoute('/others/register')({
  // The template pages' strings load with them, not at start (web/lib/i18n.ts).
  beforeLoad: () => loadStringArea('template'),
  component: TemplateRegisterScreen,
});
