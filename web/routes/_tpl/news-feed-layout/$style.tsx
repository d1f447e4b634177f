import { createFileRoute, redirect } from '@tanstack/react-router';
import { NewsFeedScreen } from '#web/features/template/news-feed/news-feed-screen.tsx';
import { NEWS_FEED_STYLES } from '#web/features/template/model/template-pages.ts';

/** news-feed-layout/style-1 … style-12; any other style goes to style-1. */
export const Route = createFileRoute('/_tpl/news-feed-layout/$style')({
  beforeLoad: ({ params }) => {
    if (!NEWS_FEED_STYLES.includes(params.style)) throw redirect({ to: '/news-feed-layout/$style', params: { style: 'style-1' }, replace: true });
  },
  component: function Screen() {
    return <NewsFeedScreen style={Route.useParams().style} />;
  },
});
