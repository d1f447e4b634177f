import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '#web/features/auth/components/login-screen.tsx';
import { validateLoginSearch } from '#web/features/auth/login-search.ts';
import { currentSession } from '#web/lib/session.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  // A signed-in reader is sent home (spec §4) before the screen even renders.
  beforeLoad: () => {
    if (currentSession()) throw redirect({ to: '/', replace: true });
  },
  component: function Screen() {
    return <LoginScreen search={Route.useSearch()} />;
  },
});
