import { createFileRoute, redirect } from '@tanstack/react-router';
import { isOneOf, PROFILE_TABS } from '#web/features/template/model/template-pages.ts';
import { ProfileScreen } from '#web/features/template/profile/profile-screen.tsx';

/** profile/timeline, about, friends, gallery, activity-feed, tab, friend-profile; others go to timeline. */
export const Route = createFileRoute('/_tpl/profile/$tab')({
  beforeLoad: ({ params }) => {
    if (!isOneOf(PROFILE_TABS, params.tab)) throw redirect({ to: '/profile/$tab', params: { tab: 'timeline' }, replace: true });
  },
  component: function Screen() {
    const { tab } = Route.useParams();
    return isOneOf(PROFILE_TABS, tab) ? <ProfileScreen tab={tab} /> : null;
  },
});
