import type { ArticleSummary } from '#api/schemas/article.ts';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Fragment, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '#web/components/article-card.tsx';
import { appStore } from '#web/lib/app-store.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { useFeed, type FeedFilters } from '../api/get-feed.ts';
import { useInfiniteScroll } from '../use-infinite-scroll.ts';
import { FeedSkeleton } from './feed-skeleton.tsx';
import './home-feed.css';

/** Spec §9: an ad after every 7th item (index + 1 divisible by 7). */
export const AD_INTERVAL = 7;
/** Spec §9: below 1024 px the feed has a load-more button; from 1024 px it scrolls infinitely. */
export const LOAD_MORE_BREAKPOINT_PX = 1024;

/** Whether an ad follows the item at `index`, and which ad slot (0, 1, 2…) it is. */
export function adSlotAfter(index: number): number | null {
  return (index + 1) % AD_INTERVAL === 0 ? (index + 1) / AD_INTERVAL - 1 : null;
}

/**
 * The article feed, 7 per page: infinite scroll on wide screens, a load-more button below 1024 px,
 * then "no more articles". `renderAd` (composed in by the route) fills the ad slots.
 */
export function HomeFeed({ filters, renderAd, cardActions }: { filters: FeedFilters; renderAd?: (slot: number) => ReactNode; cardActions?: (article: ArticleSummary) => ReactNode }) {
  const { t } = useTranslation();
  const feed = useFeed(filters);
  const online = useAtomValue(onlineAtom, { store: appStore });
  const wide = useMediaQuery(`(min-width: ${LOAD_MORE_BREAKPOINT_PX}px)`);
  const end = useRef<HTMLDivElement>(null);
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  useInfiniteScroll(end, wide && canLoadMore, () => void feed.fetchNextPage());
  const articles = feed.data?.pages.flatMap((page) => page.items) ?? [];

  if (feed.isPending) return <FeedSkeleton label={t('feed.loading')} />;
  if (feed.isError && articles.length === 0) {
    return (
      <div className="state" role="alert">
        <p>{t('feed.error')}</p>
        <button type="button" className="btn" onClick={() => void feed.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  // Offline, the feed is what this device kept: empty means nothing saved, not nothing published.
  if (articles.length === 0 && !online) {
    return (
      <div className="state feed-empty">
        <p>{t('feed.noneSaved')}</p>
        <Link to="/downloads" className="btn btn--ghost">
          {t('feed.keptLink')}
        </Link>
      </div>
    );
  }
  if (articles.length === 0 && filters.following) {
    return (
      <div className="state feed-empty">
        <p>{t('follows.feedEmpty')}</p>
        <Link to="/peoples" className="btn btn--ghost">
          {t('follows.findPeople')}
        </Link>
      </div>
    );
  }
  if (articles.length === 0) return <p className="state feed-empty">{t('feed.noArticles')}</p>;

  return (
    <section aria-label={t('feed.title')} aria-busy={feed.isFetchingNextPage}>
      <div className="feed-grid">
        {articles.map((article, index) => {
          const slot = renderAd ? adSlotAfter(index) : null;
          return (
            <Fragment key={article.id}>
              <ArticleCard article={article} actions={cardActions?.(article)} priority={index === 0} />
              {slot !== null && renderAd?.(slot)}
            </Fragment>
          );
        })}
      </div>
      <div className="feed-end" ref={end}>
        {feed.isFetchingNextPage ? (
          <p className="muted" role="status">
            {t('feed.loading')}
          </p>
        ) : feed.isFetchNextPageError ? (
          <button type="button" className="btn btn--ghost" onClick={() => void feed.fetchNextPage()}>
            {t('common.retry')}
          </button>
        ) : feed.hasNextPage ? (
          !wide && (
            <button type="button" className="btn btn--ghost" onClick={() => void feed.fetchNextPage()}>
              {t('feed.loadMore')}
            </button>
          )
        ) : (
          <p className="muted feed-end__done">{t('feed.noMoreArticles')}</p>
        )}
      </div>
    </section>
  );
}
