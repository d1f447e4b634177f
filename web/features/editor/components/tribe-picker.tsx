import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tribe } from '#api/schemas/tribe.ts';
import { useMessageText, type Message } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useTribeNames, useTribeSearch } from '../api/reference-data.ts';
import type { Setter } from '../model/setter.ts';
import { useListPlacement } from './use-list-placement.ts';

/** The API accepts up to 5 tribes per article (ArticleInputSchema). */
const TRIBES_MAX = 5;
const DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Tribes (required): a searchable combobox over the ~700 tribes (`GET /api/tribes?keywords=`, or
 * the tribes kept on the device when offline). Arrows move, Enter picks, Escape closes the list.
 */
export function TribePicker({ value, onChange, error }: { value: number[]; onChange: Setter<number[]>; error?: Message }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const keywords = useDebounced(query, DEBOUNCE_MS);
  const search = useTribeSearch(keywords);
  const names = useTribeNames();
  const options = (search.data ?? []).filter((tribe) => !value.includes(tribe.id));
  const full = value.length >= TRIBES_MAX;

  const choose = (tribe: Tribe) => {
    onChange((previous) => (previous.includes(tribe.id) ? previous : [...previous, tribe.id]));
    setQuery('');
    setActive(0);
    // Closed after a choice so it does not cover the form; typing or ArrowDown opens it again.
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && open && options[active]) choose(options[active]);
    else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };
  const expanded = open && !full;
  const controlRef = useRef<HTMLDivElement>(null);
  // Near the bottom of the editor's body the list would open out of sight: it opens above then.
  useListPlacement(controlRef, `${id}-list`, expanded, `${options.length}:${search.isFetching}`);

  return (
    <div className="field picker">
      <label htmlFor={id}>{t('editor.tribes.label')}</label>
      {value.length > 0 && (
        <ul className="chips" aria-label={t('editor.tribes.chosen')}>
          {value.map((tribeId) => {
            const name = names.get(tribeId) ?? t('editor.tribes.unknown', { id: tribeId });
            return (
              <li key={tribeId} className="chip chip--tribe">
                <span>{name}</span>
                <button type="button" className="chip__remove" aria-label={t('editor.chips.remove', { value: name })} onClick={() => onChange((previous) => previous.filter((v) => v !== tribeId))}>
                  <Icon name="x" size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="picker__control" ref={controlRef}>
        <Icon name="search" size={18} className="picker__icon" />
        <input
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && options[active] ? `${id}-opt-${options[active].id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          value={query}
          disabled={full}
          placeholder={t('editor.tribes.placeholder')}
          autoComplete="off"
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {expanded && options.length === 0 && (
          <p id={`${id}-list`} className="picker__list picker__empty" role="status">
            {search.isFetching ? t('common.loading') : t('editor.tribes.none')}
          </p>
        )}
        {expanded && options.length > 0 && (
          <ul id={`${id}-list`} role="listbox" className="picker__list" aria-label={t('editor.tribes.label')}>
            {options.map((tribe, index) => (
              <li
                key={tribe.id}
                id={`${id}-opt-${tribe.id}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'picker__option picker__option--active' : 'picker__option'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(tribe)}
              >
                {tribe.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {full ? t('editor.tribes.full', { count: TRIBES_MAX }) : t('editor.tribes.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {text(error)}
        </p>
      )}
    </div>
  );
}
