import { createFileRoute } from '@tanstack/react-router';
import { TemplateDirectory } from '#web/features/template/pages/template-directory.tsx';
import { TemplateShell } from '#web/features/template/layout/template-shell.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';

/** Template layout "p" (spec §2, not described): the compact header over the template directory. */
export const Route = createFileRoute('/p')({
  // The template pages' strings load with them, not at start (web/lib/i18n.ts).
  beforeLoad: () => loadStringArea('template'),
  component: () => (
    <TemplateShell variant="compact">
      <TemplateDirectory />
    </TemplateShell>
  ),
});
