import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';

/**
 * 'find friends...' search. On narrow screens the form is collapsed behind a search button
 * (spec §2 "also collapsed mobile form"); on wide screens it is always shown.
 */
export function FriendsSearch({
  query,
  onQuery,
  open,
  onToggle,
  inputRef,
}: {
  query: string;
  onQuery: (q: string) => void;
  open: boolean;
  onToggle: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`friends-search ${open ? 'is-open' : ''}`}>
      <button type="button" className="tpl-icon-btn friends-search__toggle" aria-label={t('friends.findFriends')} aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <Icon name={open ? 'x' : 'search'} size={18} />
      </button>
      <form id={id} role="search" className="friends-search__form" onSubmit={(e) => e.preventDefault()}>
        <Icon name="search" size={16} className="friends-search__icon" />
        <input
          ref={inputRef}
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          placeholder={t('friends.searchPlaceholder')}
          aria-label={t('friends.searchLabel')}
          onKeyDown={(e) => e.key === 'Escape' && query && (e.stopPropagation(), onQuery(''))}
        />
      </form>
    </div>
  );
}
