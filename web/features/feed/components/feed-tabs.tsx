import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HomeSearch } from '../home-search.ts';

/** The router marks the current tab (`aria-current`): `feed` absent is not "any feed". */
const EXACT = { explicitUndefined: true } as const;

/**
 * All stories / Following (issue #29): the same feed, filters and cards, the Following one only with
 * the stories of whom the reader follows. Links (`?feed=following`), so Back and a shared URL keep it.
 */
export function FeedTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="feed-tabs" aria-label={t('follows.tabs')}>
      <Link to={pathname} search={(prev: HomeSearch) => ({ ...prev, feed: undefined })} activeOptions={EXACT} className="feed-tabs__tab">
        {t('follows.tabAll')}
      </Link>
      <Link to={pathname} search={(prev: HomeSearch) => ({ ...prev, feed: 'following' as const })} activeOptions={EXACT} className="feed-tabs__tab">
        {t('follows.tabFollowing')}
      </Link>
    </nav>
  );
}
