import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { HomeScreen, type HomeScreenProps } from '#web/features/feed/components/home-screen.tsx';
import type { SubscribeFeedsProps } from '#web/components/subscribe/subscribe-feeds.tsx';
import type { SubscribeScope } from '#web/features/feed/use-subscribe-scope.ts';
import { AuthorSuggestions } from '#web/features/suggestions/components/author-suggestions.tsx';
import type { HomeSearch } from '#web/features/feed/home-search.ts';
import type { FollowAction } from '#web/features/feed/components/active-filters.tsx';
import { SignInToFollow } from '#web/features/follows/components/sign-in-to-follow.tsx';
import { lazyWithPreload } from '#web/lib/lazy-with-preload.tsx';
import { sessionAtom } from '#web/lib/session.ts';

// The heart reads the local database (Dexie) and shows only to a signed-in reader: it loads right
// after the first view, not before it, and never for an anonymous reader (issue #11).
const FavoriteButton = lazy(() => import('#web/features/collections/components/favorite-button.tsx').then((m) => ({ default: m.FavoriteButton })));

// Follow toggles (issue #29) on a filtered tribe or theme: only for a signed-in reader, after the
// first view, so the follows code is never in an anonymous reader's start.
const FollowButton = lazy(() => import('#web/features/follows/components/follow-button.tsx').then((m) => ({ default: m.FollowButton })));

// Ads come after the 7th card, below the first screen: their code is not the start's. The server
// draws them into the page, so it loads with the route (`preloadListPage`), or React would throw
// the server's ad away and draw it again when the feed first updates.
const FeedAd = lazyWithPreload<{ slot: number }>(() => import('#web/features/ads/components/feed-ad.tsx').then((m) => ({ default: m.FeedAd })));

// "Continue listening" reads the local database: its chunk loads after the first view, and only
// for a signed-in listener (it is hidden otherwise).
const ContinueListening = lazy(() => import('#web/features/resume/components/continue-listening.tsx'));

// Subscribe (issue #26) shows on the podcasts, articles and tribe pages only: its code is not the
// start's; the server renders it into those pages (api/site/pages/first-view.ts names its chunk).
const SubscribeFeeds = lazyWithPreload<SubscribeFeedsProps>(() => import('#web/components/subscribe/subscribe-feeds.tsx').then((m) => ({ default: m.SubscribeFeeds })));

/**
 * Loads the code of the lazy parts the server draws into a list page before the page is taken over
 * (a route loader, awaited by web/main.tsx). A lazy part whose code is not there yet stays the
 * server's inert HTML while React adopts the page; the feed's first update then makes React throw
 * that HTML away and draw it again: an open Subscribe closed under the reader's finger, an ad gone
 * and back. Offline with a chunk not at hand, the page shows and that part waits for its code.
 */
export function preloadListPage(type: HomeScreenProps['type'], search: Pick<HomeSearch, 'tr'>): Promise<void> {
  const subscribes = type === 1 || type === 2 || search.tr !== undefined;
  return Promise.all([FeedAd.preload(), subscribes && SubscribeFeeds.preload()]).then(
    () => undefined,
    () => undefined,
  );
}

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
const followAction: FollowAction = (target) => (
  <Suspense fallback={null}>
    <FollowButton {...target} className="filter-chip__follow" />
  </Suspense>
);

// An anonymous reader's Follow asks to sign in: light, drawn by the server too.
const signInToFollow: FollowAction = ({ name }) => <SignInToFollow name={name} className="filter-chip__follow" />;

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
      followAction={userId ? followAction : signInToFollow}
      suggestions={
        <>
          {resume}
          <AuthorSuggestions />
        </>
      }
    />
  );
}
