import { createFileRoute, redirect } from '@tanstack/react-router';

/** `template` redirects to a news-feed style (spec §2). */
export const Route = createFileRoute('/template')({
  beforeLoad: () => {
    throw redirect({ to: '/news-feed-layout/$style', params: { style: 'style-1' }, replace: true });
  },
});
