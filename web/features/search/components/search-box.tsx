import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useSearchCombobox } from '../use-search-combobox.ts';
import { SearchFilters } from './search-filters.tsx';
import { optionId, SearchResults } from './search-results.tsx';
import './search-box.css';

// The article view (and its player) loads when a result is chosen, not with every page (issue #11).
const ArticleModal = lazy(() => import('./article-modal.tsx').then((m) => ({ default: m.ArticleModal })));

/** Spec §2: the navbar collapses at 768 px; there the search is an icon that expands full width. */
const PHONE_QUERY = '(max-width: 768px)';

/** Header search with autocomplete, a filter panel and the article view modal. */
export function SearchBox() {
  const { t } = useTranslation();
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const [expanded, setExpanded] = useState(false);
  // After the phone search collapses, focus goes back to the button that opened it.
  const reopenFocus = useRef(false);
  const [selected, setSelected] = useState<ArticleSummary | null>(null);
  const navigate = useNavigate();
  const shownQuery = useRouterState({ select: (state) => (state.location.pathname === '/search' ? (state.location.search as { q?: unknown }).q : undefined) });
  const search = useSearchCombobox({
    shownQuery: typeof shownQuery === 'string' ? shownQuery : undefined,
    onChoose: setSelected,
    onSubmit: (q) => {
      reopenFocus.current = false;
      setExpanded(false);
      void navigate({ to: '/search', search: { q } });
    },
    onEscapeEmpty: () => collapse(),
  });
  const collapse = () => {
    reopenFocus.current = true;
    setExpanded(false);
  };

  const closeModal = () => {
    setSelected(null);
    search.skipNextFocusOpen();
    input.current?.focus();
  };

  const leaveForStory = () => {
    reopenFocus.current = false;
    setSelected(null);
    setExpanded(false);
  };

  if (phone && !expanded) {
    return (
      <div className="search-box search-box--collapsed">
        <button type="button" className="icon-btn" aria-label={t('search.open')} aria-expanded={false} onClick={() => setExpanded(true)} autoFocus={reopenFocus.current}>
          <Icon name="search" />
        </button>
      </div>
    );
  }

  return (
    <div className={`search-box${phone ? ' search-box--overlay' : ''}`}>
      {phone && (
        <button type="button" className="icon-btn" aria-label={t('search.close')} onClick={collapse}>
          <Icon name="chevronLeft" />
        </button>
      )}
      <form
        role="search"
        className="search-box__form"
        onSubmit={(e) => {
          e.preventDefault();
          search.submit();
        }}
      >
        <Icon name="search" size={18} className="search-box__icon" />
        <input
          ref={input}
          type="text"
          className="search-box__input"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={search.expanded}
          aria-controls={listboxId}
          aria-activedescendant={search.expanded && search.activeIndex >= 0 ? optionId(listboxId, search.activeIndex) : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={phone}
          {...search.inputProps}
        />
        <SearchFilters filters={search.filters} onChange={search.setFilters} />
        <SearchResults
          id={listboxId}
          open={search.expanded}
          items={search.items}
          activeIndex={search.activeIndex}
          pending={search.pending}
          error={search.error}
          keywords={search.keywords}
          onChoose={search.choose}
          onHover={search.setActive}
        />
      </form>
      {selected && (
        <Suspense fallback={null}>
          <ArticleModal key={selected.id} summary={selected} onClose={closeModal} onNavigate={leaveForStory} />
        </Suspense>
      )}
    </div>
  );
}
