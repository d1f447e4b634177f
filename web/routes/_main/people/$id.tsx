import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { User } from '#api/schemas/user.ts';
import { useOpenEditor } from '#web/features/editor/editor-atoms.ts';
import { FavoriteButton } from '#web/features/collections/components/favorite-button.tsx';
import { FollowButton } from '#web/features/follows/components/follow-button.tsx';
import { userProfileQueryOptions } from '#web/features/people/api/get-user.ts';
import { ProfileScreen } from '#web/features/people/components/profile-screen.tsx';
import { ProfileEditModal } from '#web/features/profile-edit/components/profile-edit-modal.tsx';

const cardActions = (article: ArticleSummary) => <FavoriteButton article={article} />;
const followAction = (user: User) => <FollowButton kind="users" id={user.id} name={`${user.firstName} ${user.lastName}`} />;

export const Route = createFileRoute('/_main/people/$id')({
  // Starts the profile request on hover (intent preload); the screen handles loading and 404.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(userProfileQueryOptions(params.id)),
  component: function Screen() {
    const { id } = Route.useParams();
    const queryClient = useQueryClient();
    const [editingProfile, setEditingProfile] = useState(false);
    const openEditor = useOpenEditor();
    return (
      <>
        <ProfileScreen key={id} slug={id} cardActions={cardActions} followAction={followAction} onEdit={(article) => openEditor(article.id)} onEditProfile={() => setEditingProfile(true)} />
        {editingProfile && (
          <ProfileEditModal
            onClose={() => setEditingProfile(false)}
            // The saved presentation goes into the shown profile at once. No refetch now: the change
            // is queued and the server would answer the old one (issue #25); the profile refetches
            // once the outbox has sent it (`useWithPendingEdits`), the picture with it.
            onSaved={(user) => queryClient.setQueryData(userProfileQueryOptions(id).queryKey, (shown) => shown && { ...shown, presentation: user.presentation })}
          />
        )}
      </>
    );
  },
});
