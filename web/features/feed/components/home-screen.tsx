import type { ArticleSummary } from '#api/schemas/article.ts';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionAtom } from '#web/lib/session.ts';
import { langFilterOf, useContentLanguage } from '#web/lib/content-language.ts';
import type { FeedFilters } from '../api/get-feed.ts';
import { feedFiltersFrom, type HomeSearch } from '../home-search.ts';
import { useSubscribeScope, type SubscribeScope } from '../use-subscribe-scope.ts';
import { ActiveFilters, useTribeName, type FollowAction } from './active-filters.tsx';
import { ContentLanguagePicker } from './content-language-picker.tsx';
import { FeedTabs } from './feed-tabs.tsx';
import { HomeFeed } from './home-feed.tsx';
import { RightPanel } from './right-panel.tsx';
import { TribeRow } from './tribe-row.tsx';
import './home-screen.css';
import type { PlainKey } from '#web/lib/string-keys.ts';

const TITLES: Record<string, PlainKey> = { all: 'feed.title', 1: 'nav.articles', 2: 'nav.podcasts', 3: 'nav.videos' };

export interface HomeScreenProps {
  /** Article type from the path ('', articles, podcasts, videos). */
  type?: FeedFilters['type'];
  search: HomeSearch;
  /** Fills the ad slots of the feed (the ads feature, composed in by the route). */
  renderAd?: (slot: number) => ReactNode;
  /** Buttons on each card (the favorite toggle), composed in by the route. */
  cardActions?: (article: ArticleSummary) => ReactNode;
  /** Shown above the feed (the author suggestions, composed in by the route). */
  suggestions?: ReactNode;
  /** The Subscribe control of the page's feeds, when it has some (composed in by the route). */
  renderSubscribe?: (feeds: SubscribeScope) => ReactNode;
  /** The Follow toggle of the filtered tribe or theme (issue #29, composed in by the route). */
  followAction?: FollowAction;
}

/**
 * Home screen of spec §2: random tribes, active filters, author suggestions, the feed, and the right
 * panel (beside the feed on wide screens, below it on narrow ones).
 */
export function HomeScreen({ type, search, renderAd, suggestions, cardActions, renderSubscribe, followAction }: HomeScreenProps) {
  const { t } = useTranslation();
  const [contentLanguage] = useContentLanguage();
  const lang = langFilterOf(contentLanguage);
  const signedIn = useAtomValue(sessionAtom) !== null;
  // The Following feed is a signed-in reader's: a link to it opened signed out shows the main feed.
  const following = signedIn && search.feed === 'following';
  const filters: FeedFilters = { ...feedFiltersFrom(type, search), ...(lang ? { lang } : {}), ...(following ? { following: true } : {}) };
  const subscribe = useSubscribeScope(type, filters, useTribeName(filters, search.tr));
  return (
    <div className="home-screen">
      <div className="home-screen__main">
        <h1 className="page-title">{t(TITLES[type ?? 'all']!)}</h1>
        <TribeRow activeTribe={filters.tribe} />
        {signedIn && <FeedTabs />}
        <ContentLanguagePicker />
        <ActiveFilters filters={filters} search={search} followAction={followAction} />
        {subscribe && renderSubscribe?.(subscribe)}
        {suggestions}
        <HomeFeed filters={filters} renderAd={renderAd} cardActions={cardActions} />
      </div>
      <div className="home-screen__aside">
        <RightPanel />
      </div>
    </div>
  );
}
