import { createFileRoute } from '@tanstack/react-router';
import { HelpSupportScreen } from '#web/features/template/pages/help-support-screen.tsx';

/** Template help centre (spec §2): searchable questions, topics and contact. */
export const Route = createFileRoute('/_tpl/others/help-support')({
  component: HelpSupportScreen,
});
