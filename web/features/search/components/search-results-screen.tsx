import { useTranslation } from 'react-i18next';
import { ArticleCard } from '#web/components/article-card.tsx';
import { useSearchResults } from '../api/search-results.ts';
import { SEARCH_MIN_CHARS } from '../search-rules.ts';

/**
 * The results of a search, opened by Enter in the header search (issue #25): every story whose
 * title, text or tags hold the words (accent-insensitive, best match first), with "load more".
 */
export function SearchResultsScreen({ keywords }: { keywords: string }) {
  const { t } = useTranslation();
  const results = useSearchResults(keywords);
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (keywords.length < SEARCH_MIN_CHARS) body = <p className="state">{t('search.minChars', { count: SEARCH_MIN_CHARS })}</p>;
  else if (results.isPending)
    body = (
      <p className="state" role="status">
        {t('search.searching')}
      </p>
    );
  else if (results.isError && items.length === 0)
    body = (
      <div className="state" role="alert">
        <p>{t('search.error')}</p>
        <button type="button" className="btn" onClick={() => void results.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  else if (items.length === 0) body = <p className="state feed-empty">{t('searchResults.none', { query: keywords })}</p>;
  else
    body = (
      <>
        <div className="feed-grid">
          {items.map((article, index) => (
            <ArticleCard key={article.id} article={article} priority={index === 0} />
          ))}
        </div>
        <div className="feed-end">
          {results.hasNextPage ? (
            <button type="button" className="btn btn--ghost" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
              {results.isFetchingNextPage ? t('feed.loading') : t('feed.loadMore')}
            </button>
          ) : (
            <p className="muted feed-end__done">{t('searchResults.end')}</p>
          )}
        </div>
      </>
    );

  return (
    <section aria-labelledby="search-results-title" aria-busy={results.isFetching}>
      <h1 id="search-results-title" className="page-title">
        {keywords ? t('searchResults.title', { query: keywords }) : t('search.results')}
      </h1>
      {body}
    </section>
  );
}
