import { useTranslation } from 'react-i18next';
import type { FeedFilters } from '../api/get-feed.ts';
import { feedFiltersFrom, type HomeSearch } from '../home-search.ts';
import { HomeFeed } from './home-feed.tsx';

const TITLES: Record<string, string> = { all: 'feed.title', 1: 'nav.articles', 2: 'nav.podcasts', 3: 'nav.videos' };

/** Home feed screen; the article type comes from the path ('', articles, podcasts, videos). */
export function HomeScreen({ type, search }: { type?: FeedFilters['type']; search: HomeSearch }) {
  const { t } = useTranslation();
  const filters = feedFiltersFrom(type, search);
  return (
    <div className="home-screen">
      <h1 className="page-title">{t(TITLES[type ?? 'all']!)}</h1>
      <HomeFeed filters={filters} />
    </div>
  );
}
