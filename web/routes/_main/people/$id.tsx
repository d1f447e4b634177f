import { createFileRoute } from '@tanstack/react-router';
import { userProfileQueryOptions } from '#web/features/people/api/get-user.ts';
import { ProfileScreen } from '#web/features/people/components/profile-screen.tsx';

export const Route = createFileRoute('/_main/people/$id')({
  // Starts the profile request on hover (intent preload); the screen handles loading and 404.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(userProfileQueryOptions(params.id)),
  component: function Screen() {
    const { id } = Route.useParams();
    return <ProfileScreen key={id} slug={id} />;
  },
});
