import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { Icon } from '#web/components/icon.tsx';
import { themeTitle, useThemes } from '#web/queries/themes.ts';
import { activeFilterCount, type SearchFilters as Filters } from '../search-rules.ts';
import { TribeFilter } from './tribe-filter.tsx';

const TYPES = [
  { value: undefined, label: 'search.allTypes' },
  { value: 1, label: 'articleType.text' },
  { value: 2, label: 'articleType.audio' },
  { value: 3, label: 'articleType.video' },
] as const;

/** The filter panel of the search: type, tribe (searchable) and theme. */
export function SearchFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const themes = useThemes();
  const count = activeFilterCount(filters);

  useDismiss(root, open, () => setOpen(false), { escape: false });

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="search-filters" ref={root} onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), close())}>
      <button ref={button} type="button" className="search-filters__toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        <Icon name="filter" size={18} />
        <span className="visually-hidden">{t('search.filters')}</span>
        {count > 0 && (
          <span className="search-filters__count">
            {count}
            <span className="visually-hidden"> {t('search.activeCount', { count })}</span>
          </span>
        )}
      </button>
      {open && (
        <div id={`${id}-panel`} className="search-filters__panel" role="group" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="search-filters__title">
            {t('search.filtersTitle')}
          </h2>
          <fieldset className="search-filters__types">
            <legend>{t('search.type')}</legend>
            {TYPES.map((type) => (
              <label key={type.label} className="search-filters__radio">
                <input type="radio" name={`${id}-type`} checked={filters.type === type.value} onChange={() => onChange({ ...filters, type: type.value })} />
                {t(type.label)}
              </label>
            ))}
          </fieldset>
          <TribeFilter value={filters.tribe} onChange={(tribe) => onChange({ ...filters, tribe })} />
          <div className="search-filters__field">
            <label htmlFor={`${id}-theme`}>{t('search.theme')}</label>
            <select id={`${id}-theme`} value={filters.theme ?? ''} onChange={(e) => onChange({ ...filters, theme: e.target.value ? Number(e.target.value) : undefined })}>
              <option value="">{t('search.allThemes')}</option>
              {(themes.data?.items ?? []).map((theme) => (
                <option key={theme.id} value={theme.id}>
                  {themeTitle(theme, i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <div className="search-filters__actions">
            <button type="button" className="btn btn--ghost" onClick={() => onChange({})} disabled={count === 0}>
              {t('search.reset')}
            </button>
            <button type="button" className="btn" onClick={close}>
              {t('search.done')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
