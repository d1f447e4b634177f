import { createFileRoute } from '@tanstack/react-router';
import { TemplateDirectory } from '#web/features/template/pages/template-directory.tsx';
import { TemplateShell } from '#web/features/template/layout/template-shell.tsx';

/** Full template layout (spec §2, not described): the header with the sidebar-open button. */
export const Route = createFileRoute('/template-full')({
  component: () => (
    <TemplateShell variant="sidebar">
      <TemplateDirectory />
    </TemplateShell>
  ),
});
