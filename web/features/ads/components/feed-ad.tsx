import { useTranslation } from 'react-i18next';
import { useAds } from '../api/get-ads.ts';
import { usePageViewId } from '../page-view.ts';
import { AdCard } from './ad-card.tsx';

/**
 * The ad for feed slot `slot` (0 after the 7th item, 1 after the 14th…), cycling through the sample
 * of ads. Nothing is shown while loading or when no ad is available: ads never hold up the feed.
 */
export function FeedAd({ slot }: { slot: number }) {
  const { i18n } = useTranslation();
  const ads = useAds(i18n.language);
  const pageViewId = usePageViewId();
  const items = ads.data?.items ?? [];
  if (items.length === 0) return null;
  const ad = items[slot % items.length]!;
  return <AdCard ad={ad} pageViewId={pageViewId} />;
}
