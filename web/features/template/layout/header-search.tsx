import { Link } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { pageLabel, TEMPLATE_PAGE_GROUPS } from '../model/template-pages.ts';

const MAX_RESULTS = 6;

/**
 * Header search over the template pages. On phones it is collapsed behind a search button
 * (spec §4 "mobile search") that opens it as a bar under the header.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [query, setQuery] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const close = () => {
    setQuery('');
    setMobileOpen(false);
  };
  useDismiss(ref, mobileOpen || query !== '', close, { returnFocus: toggleRef });

  const results = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    if (!q) return [];
    return TEMPLATE_PAGE_GROUPS.flatMap((g) => g.paths)
      .map((path) => ({ path, label: pageLabel(t, path) }))
      .filter((r) => r.label.toLocaleLowerCase().includes(q))
      .slice(0, MAX_RESULTS);
  }, [query, t]);

  return (
    <div className={`tpl-search ${mobileOpen ? 'is-open' : ''}`} ref={ref}>
      <button ref={toggleRef} type="button" className="tpl-icon-btn tpl-search__toggle" aria-label={t('template.search.open')} aria-expanded={mobileOpen} onClick={() => setMobileOpen((o) => !o)}>
        <Icon name={mobileOpen ? 'x' : 'search'} size={20} />
      </button>
      <form role="search" className="tpl-search__form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('template.search.label')}
        </label>
        <Icon name="search" size={18} className="tpl-search__icon" />
        <input id={inputId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('template.search.placeholder')} autoComplete="off" autoFocus={mobileOpen} />
      </form>
      {query.trim() !== '' && (
        <div className="tpl-search__results" role="region" aria-live="polite" aria-label={t('template.search.results')}>
          {results.length === 0 ? (
            <p className="tpl-search__empty">{t('template.search.none')}</p>
          ) : (
            <ul>
              {results.map((r) => (
                <li key={r.path}>
                  <Link to={`/${r.path}` as string} onClick={close}>
                    {r.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
