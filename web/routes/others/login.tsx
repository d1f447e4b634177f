import { createFileRoute } from '@tanstack/react-router';
import { TemplateLoginScreen } from '#web/features/template/pages/template-login.tsx';

/** Template login (spec §2): a sample form; it signs no one in and links to the real /login. */
export const Route = createFileRoute('/others/login')({
  component: TemplateLoginScreen,
});
