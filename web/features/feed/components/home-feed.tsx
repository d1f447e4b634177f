import { useTranslation } from 'react-i18next';
import { ArticleCard } from '#web/components/article-card.tsx';
import { useFeed, type FeedFilters } from '../api/get-feed.ts';
import './home-feed.css';

/** The article feed: 7 per page, "load more" until a short page, then "no more articles". */
export function HomeFeed({ filters }: { filters: FeedFilters }) {
  const { t } = useTranslation();
  const feed = useFeed(filters);
  const articles = feed.data?.pages.flatMap((page) => page.items) ?? [];

  if (feed.isPending) {
    return (
      <div className="feed-grid" aria-busy="true" aria-label={t('feed.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="card feed-skeleton">
            <div className="skeleton feed-skeleton__cover" />
            <div className="skeleton feed-skeleton__line" />
            <div className="skeleton feed-skeleton__line feed-skeleton__line--short" />
          </div>
        ))}
      </div>
    );
  }
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
  if (articles.length === 0) return <p className="state">{t('feed.noArticles')}</p>;

  return (
    <section aria-label={t('feed.title')}>
      <div className="feed-grid">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
      <div className="feed-end">
        {feed.hasNextPage ? (
          <button type="button" className="btn btn--ghost" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? t('feed.loading') : t('feed.loadMore')}
          </button>
        ) : (
          <p className="muted">{t('feed.noMoreArticles')}</p>
        )}
      </div>
    </section>
  );
}
