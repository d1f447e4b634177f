import { createFileRoute } from '@tanstack/react-router';
import { TemplateDirectory } from '#web/features/template/pages/template-directory.tsx';
import { TemplateShell } from '#web/features/template/layout/template-shell.tsx';

/** Template layout "p" (spec §2, not described): the compact header over the template directory. */
export const Route = createFileRoute('/p')({
  component: () => (
    <TemplateShell variant="compact">
      <TemplateDirectory />
    </TemplateShell>
  ),
});
