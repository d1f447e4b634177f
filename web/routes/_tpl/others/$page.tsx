import { createFileRoute, redirect } from '@tanstack/react-router';
import { isOneOf, OTHERS_PAGES } from '#web/features/template/model/template-pages.ts';
import { OthersScreen } from '#web/features/template/others/others-screen.tsx';

/**
 * others/event-calendar, birthday, weather, music, games, tab. The explicit others/* route files
 * (login, messenger…) are static paths and win over this param route; any other page goes home.
 */
export const Route = createFileRoute('/_tpl/others/$page')({
  beforeLoad: ({ params }) => {
    if (!isOneOf(OTHERS_PAGES, params.page)) throw redirect({ to: '/', replace: true });
  },
  component: function Screen() {
    const { page } = Route.useParams();
    return isOneOf(OTHERS_PAGES, page) ? <OthersScreen page={page} /> : null;
  },
});
