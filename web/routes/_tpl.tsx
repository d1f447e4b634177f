import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TemplateShell } from '#web/features/template/layout/template-shell.tsx';

/** Pathless layout of the template pages (spec §2 "Template routes", "Lazy groups"). */
export const Route = createFileRoute('/_tpl')({
  component: () => (
    <TemplateShell>
      <Outlet />
    </TemplateShell>
  ),
});
