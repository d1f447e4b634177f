import { createFileRoute, redirect } from '@tanstack/react-router';
import { FavoriteScreen } from '#web/features/template/favorite/favorite-screen.tsx';
import { FAVORITE_TABS, isOneOf } from '#web/features/template/model/template-pages.ts';

/** favorite/page-listing, page-home, about, review, gallery, tab; others go to page-home. */
export const Route = createFileRoute('/_tpl/favorite/$tab')({
  beforeLoad: ({ params }) => {
    if (!isOneOf(FAVORITE_TABS, params.tab)) throw redirect({ to: '/favorite/$tab', params: { tab: 'page-home' }, replace: true });
  },
  component: function Screen() {
    const { tab } = Route.useParams();
    return isOneOf(FAVORITE_TABS, tab) ? <FavoriteScreen tab={tab} /> : null;
  },
});
