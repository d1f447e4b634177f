import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTribeSearch } from '../api/search-tribes.ts';
import { SEARCH_DEBOUNCE_MS, type SearchFilters } from '../search-rules.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/**
 * A searchable tribe select: the finder narrows the options through `/api/tribes?keywords=`
 * (there are hundreds of tribes), and the chosen tribe stays an option whatever the finder shows.
 */
export function TribeFilter({ value, onChange }: { value: SearchFilters['tribe']; onChange: (tribe: SearchFilters['tribe']) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [finder, setFinder] = useState('');
  const keywords = useDebouncedValue(finder.trim(), SEARCH_DEBOUNCE_MS);
  const tribes = useTribeSearch(keywords, true);
  const options = (tribes.data?.items ?? []).filter((tribe) => tribe.id !== value?.id);

  return (
    <div className="search-filters__field">
      <label htmlFor={`${id}-find`}>{t('search.findTribe')}</label>
      <input id={`${id}-find`} type="search" value={finder} onChange={(e) => setFinder(e.target.value)} autoComplete="off" enterKeyHint="search" />
      <label htmlFor={`${id}-select`}>{t('search.tribe')}</label>
      <select
        id={`${id}-select`}
        value={value?.id ?? ''}
        onChange={(e) => {
          const chosen = tribes.data?.items.find((tribe) => tribe.id === Number(e.target.value));
          onChange(chosen ? { id: chosen.id, name: chosen.name } : undefined);
        }}
      >
        <option value="">{t('search.allTribes')}</option>
        {value && <option value={value.id}>{value.name}</option>}
        {options.map((tribe) => (
          <option key={tribe.id} value={tribe.id}>
            {tribe.name}
          </option>
        ))}
      </select>
    </div>
  );
}
