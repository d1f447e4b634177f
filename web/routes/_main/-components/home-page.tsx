import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { HomeScreen, type HomeScreenProps } from '#web/features/feed/components/home-screen.tsx';
import type { SubscribeScope } from '#web/features/feed/use-subscribe-scope.ts';
import { AuthorSuggestions } from '#web/features/suggestions/components/author-suggestions.tsx';
import { sessionAtom } from '#web/lib/session.ts';

// The heart reads the local database (Dexie) and shows only to a signed-in reader: it loads right
// after the first view, not before it, and never for an anonymous reader (issue #11).
const FavoriteButton = lazy(() => import('#web/features/collections/components/favorite-button.tsx').then((m) => ({ default: m.FavoriteButton })));

// Ads come after the 7th card, below the first screen: they load after the first view.
const FeedAd = lazy(() => import('#web/features/ads/components/feed-ad.tsx').then((m) => ({ default: m.FeedAd })));

// "Continue listening" reads the local database: its chunk loads after the first view, and only
// for a signed-in listener (it is hidden otherwise).
const ContinueListening = lazy(() => import('#web/features/resume/components/continue-listening.tsx'));

// Subscribe (issue #26) shows on the podcasts, articles and tribe pages only: its code is not the
// start's; the server renders it into those pages (api/site/pages/first-view.ts brings its stylesheet).
const SubscribeFeeds = lazy(() => import('#web/components/subscribe/subscribe-feeds.tsx').then((m) => ({ default: m.SubscribeFeeds })));

const renderSubscribe = (feeds: SubscribeScope): ReactNode => (
  <Suspense fallback={null}>
    <SubscribeFeeds {...feeds} />
  </Suspense>
);

const renderAd = (slot: number): ReactNode => (
  <Suspense key={`ad-${slot}`} fallback={null}>
    <FeedAd slot={slot} />
  </Suspense>
);
const cardActions = (article: ArticleSummary): ReactNode => (
  <Suspense fallback={null}>
    <FavoriteButton article={article} />
  </Suspense>
);

/** The home feed routes ('', articles, podcasts, videos) compose the feed with ads and suggestions. */
export function HomePage({ type, search }: Pick<HomeScreenProps, 'type' | 'search'>) {
  const userId = useAtomValue(sessionAtom)?.user.id;
  // Episodes and videos in progress, above the suggestions (not on the text-only feed).
  const resume = userId && type !== 1 && (
    <Suspense fallback={null}>
      <ContinueListening userId={userId} />
    </Suspense>
  );
  return (
    <HomeScreen
      type={type}
      search={search}
      renderAd={renderAd}
      renderSubscribe={renderSubscribe}
      cardActions={userId ? cardActions : undefined}
      suggestions={
        <>
          {resume}
          <AuthorSuggestions />
        </>
      }
    />
  );
}
