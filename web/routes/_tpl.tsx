import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TemplateShell } from '#web/features/template/layout/template-shell.tsx';
import { loadStringArea } from '#web/lib/i18n.ts';

/** Pathless layout of the template pages (spec §2 "Template routes", "Lazy groups"). */
export const Route = createFileRoute('/_tpl')({
  // The template pages' strings load with them, not at start (web/lib/i18n.ts).
  beforeLoad: () => loadStringArea('template'),
  component: () => (
    <TemplateShell>
      <Outlet />
    </TemplateShell>
  ),
});
