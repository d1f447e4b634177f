import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { chatFriendAtom, friendsDrawerOpenAtom } from '../model/template-atoms.ts';
import { useFriendsConversation } from '../model/sample-data-queries.ts';
import type { Friend } from '../model/types.ts';
import { FriendGroup } from './friend-group.tsx';
import { FriendsSearch } from './friends-search.tsx';
import { FriendsSettingsMenu } from './friends-settings-menu.tsx';
import './friends.css';

function matches(friend: Friend, query: string) {
  return friend.title.toLocaleLowerCase().includes(query) || friend.city.toLocaleLowerCase().includes(query);
}

/**
 * The friends panel (spec §2): loads the friends conversation list when it starts, filters it,
 * groups it in collapsible sections and opens a friend's popover or chat box. Beside the content on
 * wide screens, a drawer (opened from the header) on narrower ones.
 */
export function FriendsPanel() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFriendsConversation();
  const [query, setQuery] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [drawerOpen, setDrawerOpen] = useAtom(friendsDrawerOpenAtom);
  const setChatFriend = useSetAtom(chatFriendAtom);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // As a drawer: focus moves in, Escape closes, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!drawerOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [drawerOpen, setDrawerOpen]);

  const findFriends = () => {
    setSearchOpen(true);
    // The input mounts visible on this render; focus it once it is there.
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const startConversation = () => {
    setPicking(!picking);
    if (!picking) findFriends();
  };
  const openChat = (friend: Friend) => {
    setChatFriend(friend);
    setPicking(false);
    setDrawerOpen(false);
  };

  const q = query.trim().toLocaleLowerCase();
  const groups = (data?.friendsConversationList ?? []).map((g) => ({ ...g, data: q ? g.data.filter((f) => matches(f, q)) : g.data })).filter((g) => !q || g.data.length > 0);

  return (
    <>
      {drawerOpen && <button type="button" className="friends-backdrop" aria-label={t('common.close')} tabIndex={-1} onClick={() => setDrawerOpen(false)} />}
      <aside className={`friends-panel ${drawerOpen ? 'is-open' : ''}`} aria-labelledby="friends-title">
        <div className="friends-panel__head">
          <h2 id="friends-title">{t('friends.title')}</h2>
          <FriendsSettingsMenu onFindFriends={findFriends} onNavigate={() => setDrawerOpen(false)} />
          <button ref={closeRef} type="button" className="tpl-icon-btn friends-panel__close" aria-label={t('friends.close')} onClick={() => setDrawerOpen(false)}>
            <Icon name="x" size={20} />
          </button>
        </div>
        <button type="button" className={`friends-panel__new ${picking ? 'is-active' : ''}`} aria-pressed={picking} onClick={startConversation}>
          <Icon name="plus" size={18} /> {t('friends.startConversation')}
        </button>
        {picking && (
          <p className="friends-panel__hint" role="status">
            {t('friends.pickHint')}
          </p>
        )}
        <FriendsSearch query={query} onQuery={setQuery} open={searchOpen} onToggle={() => setSearchOpen((o) => !o)} inputRef={inputRef} />
        {isPending ? (
          <ul className="friends-panel__skeleton" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="skeleton" />
            ))}
          </ul>
        ) : isError ? (
          <div className="state">
            <p>{t('friends.loadError')}</p>
            <button type="button" className="tpl-btn tpl-btn--sm" onClick={() => void refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : groups.length === 0 ? (
          <p className="state">{t('friends.noMatch', { query: query.trim() })}</p>
        ) : (
          groups.map((group) => <FriendGroup key={group.heading} group={group} forceOpen={q !== ''} picking={picking} onChat={openChat} />)
        )}
      </aside>
    </>
  );
}
