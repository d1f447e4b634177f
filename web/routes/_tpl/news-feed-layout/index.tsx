import { createFileRoute, redirect } from '@tanstack/react-router';

/** news-feed-layout with no style shows style-1. */
export const Route = createFileRoute('/_tpl/news-feed-layout/')({
  beforeLoad: () => {
    throw redirect({ to: '/news-feed-layout/$style', params: { style: 'style-1' }, replace: true });
  },
});
