import { createFileRoute } from '@tanstack/react-router';
import { TemplateDirectory } from '#web/features/template/pages/template-directory.tsx';
import { TemplateShell } from '#web/features/template/layout/template-shell.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';

/** Full template layout (spec §2, not described): the header with the sidebar-open button. */
export const Route = createFileRoute('/template-full')({
  // The template pages' strings load with them, not at start (web/lib/i18n.ts).
  beforeLoad: () => loadStringArea('template'),
  component: () => (
    <TemplateShell variant="sidebar">
      <TemplateDirectory />
    </TemplateShell>
  ),
});
