import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useUsers } from '../api/get-users.ts';
import { UserCard } from './user-card.tsx';
import './people.css';

function DirectorySkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="user-grid" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="user-card card" aria-hidden="true">
          <div className="skeleton user-skeleton__avatar" />
          <div className="skeleton user-skeleton__line" />
          <div className="skeleton user-skeleton__line user-skeleton__line--short" />
        </li>
      ))}
    </ul>
  );
}

/** Search debounce (spec §9: 300 ms). */
const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

/** The user directory (spec §2 peoples): search by name, 10 cards per page with "load more". */
export function PeoplesScreen() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keywords = useDebouncedValue(text.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const users = useUsers(keywords);
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  // Only the first page carries the count, capped at 1000 ("1000+"): the list pages by cursor (issue #25).
  const first = users.data?.pages[0];
  const total = first?.total ?? items.length;
  const capped = first?.totalCapped === true;
  const searching = users.isFetching && !users.isFetchingNextPage;
  const status = keywords ? t(capped ? 'directory.resultsForCapped' : 'peoples.resultsFor', { count: total, keywords }) : t(capped ? 'directory.countCapped' : 'peoples.count', { count: total });

  return (
    <div className="peoples">
      <div className="peoples__head">
        <div>
          <h1 className="page-title">{t('peoples.title')}</h1>
          <p className="muted peoples__intro">{t('peoples.intro')}</p>
        </div>
        <form className="peoples__search" role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="peoples-search" className="visually-hidden">
            {t('peoples.searchLabel')}
          </label>
          <Icon name="search" size={18} className="peoples__search-icon" />
          <input
            id="peoples-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('peoples.searchPlaceholder')}
            autoComplete="off"
            maxLength={100}
            aria-describedby="peoples-status"
          />
        </form>
      </div>
      <p id="peoples-status" className="peoples__status" role="status">
        {users.isSuccess && !searching ? status : ''}
      </p>
      {users.isPending ? (
        <DirectorySkeleton />
      ) : users.isError && items.length === 0 ? (
        <div className="state" role="alert">
          <p>{t('peoples.error')}</p>
          <button type="button" className="btn" onClick={() => void users.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="state peoples__empty">
          <Icon name="users" size={36} />
          <p>{keywords ? t('peoples.noMatch', { keywords }) : t('peoples.empty')}</p>
        </div>
      ) : (
        <>
          <ul className={`user-grid${users.isPlaceholderData ? ' user-grid--stale' : ''}`}>
            {items.map((user) => (
              <UserCard key={user.id} user={user} />
            ))}
          </ul>
          {users.hasNextPage && (
            <div className="profile-more">
              <button type="button" className="btn btn--ghost" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
                {users.isFetchingNextPage ? t('feed.loading') : t('feed.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
