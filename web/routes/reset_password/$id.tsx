import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '#web/features/auth/components/reset-password-screen.tsx';

export const Route = createFileRoute('/reset_password/$id')({
  component: function Screen() {
    const { id } = Route.useParams();
    // Keyed by code: a second mailed link opened in the same tab starts from a clean form.
    return <ResetPasswordScreen key={id} code={id} />;
  },
});
