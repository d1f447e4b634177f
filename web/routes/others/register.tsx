import { createFileRoute } from '@tanstack/react-router';
import { TemplateRegisterScreen } from '#web/features/template/pages/template-register.tsx';

/** Template register (spec §2): a sample form; it creates no account and links to the real /login. */
export const Route = createFileRoute('/others/register')({
  component: TemplateRegisterScreen,
});
