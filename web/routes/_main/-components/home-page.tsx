import type { ReactNode } from 'react';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { FeedAd } from '#web/features/ads/components/feed-ad.tsx';
import { FavoriteButton } from '#web/features/collections/components/favorite-button.tsx';
import { HomeScreen, type HomeScreenProps } from '#web/features/feed/components/home-screen.tsx';
import { AuthorSuggestions } from '#web/features/suggestions/components/author-suggestions.tsx';

const renderAd = (slot: number): ReactNode => <FeedAd key={`ad-${slot}`} slot={slot} />;
const cardActions = (article: ArticleSummary): ReactNode => <FavoriteButton article={article} />;

/** The home feed routes ('', articles, podcasts, videos) compose the feed with ads and suggestions. */
export function HomePage({ type, search }: Pick<HomeScreenProps, 'type' | 'search'>) {
  return <HomeScreen type={type} search={search} renderAd={renderAd} cardActions={cardActions} suggestions={<AuthorSuggestions />} />;
}
