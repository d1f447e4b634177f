import { Link } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useDismiss } from '#web/components/use-dismiss.ts';

/** The friends panel's settings dropdown ('see all', 'find friends', 'settings'); closes on outside click. */
export function FriendsSettingsMenu({ onFindFriends, onNavigate }: { onFindFriends: () => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, { returnFocus: buttonRef });
  const pick = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <div className="tpl-dropdown friends-settings" ref={ref}>
      <button ref={buttonRef} type="button" className="tpl-icon-btn" aria-label={t('friends.settingsMenu')} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon name="moreHorizontal" size={20} />
      </button>
      {open && (
        <div className="tpl-dropdown__panel friends-settings__panel" role="menu" aria-label={t('friends.settingsMenu')}>
          <Link to="/profile/$tab" params={{ tab: 'friends' }} role="menuitem" onClick={pick(onNavigate)}>
            <Icon name="users" size={18} /> {t('friends.seeAll')}
          </Link>
          <button type="button" role="menuitem" onClick={pick(onFindFriends)}>
            <Icon name="search" size={18} /> {t('friends.findFriends')}
          </button>
          <Link to="/others/setting" role="menuitem" onClick={pick(onNavigate)}>
            <Icon name="settings" size={18} /> {t('friends.settings')}
          </Link>
        </div>
      )}
    </div>
  );
}
