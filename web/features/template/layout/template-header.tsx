import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { LanguageToggle } from '#web/components/language-toggle.tsx';
import { friendsDrawerOpenAtom } from '../model/template-atoms.ts';
import { ThemeSettings } from '../settings/theme-settings.tsx';
import { FriendRequestsMenu, MessagesMenu, NotificationsMenu } from './header-menus.tsx';
import { HeaderSearch } from './header-search.tsx';
import { IconBar } from './icon-bar.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { ModeToggle, ProfileMenu } from './profile-menu.tsx';

/** 'default' and 'compact' differ in density; 'sidebar' adds the sidebar-open button (spec §2). */
export type HeaderVariant = 'default' | 'compact' | 'sidebar';

/**
 * The template header: logo (home = news-feed style 1), search, icon bar, friend requests,
 * messages, mode toggle, notifications, profile menu, and the mobile menu.
 */
export function TemplateHeader({ variant, sidebarOpen, onToggleSidebar, hasFriendsPanel }: { variant: HeaderVariant; sidebarOpen?: boolean; onToggleSidebar?: () => void; hasFriendsPanel: boolean }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openFriends = useSetAtom(friendsDrawerOpenAtom);

  return (
    <header className={`tpl-header tpl-header--${variant}`}>
      <button type="button" className="tpl-icon-btn tpl-header__menu" aria-label={t('template.header.openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
        <Icon name="menu" size={22} />
      </button>
      {variant === 'sidebar' && (
        <button
          type="button"
          className="tpl-icon-btn tpl-header__sidebar-btn"
          aria-label={t('template.header.toggleSidebar')}
          aria-expanded={sidebarOpen}
          aria-controls="tpl-sidebar"
          onClick={onToggleSidebar}
        >
          <Icon name={sidebarOpen ? 'chevronLeft' : 'grid'} size={20} />
        </button>
      )}
      <Link to="/news-feed-layout/$style" params={{ style: 'style-1' }} className="tpl-header__logo" aria-label={t('template.header.home')}>
        <span className="tpl-header__logo-mark" aria-hidden="true">
          <Icon name="messageCircle" size={20} />
        </span>
        <span className="tpl-header__logo-text">{t('template.brand')}</span>
      </Link>
      <HeaderSearch />
      {variant !== 'compact' && <IconBar />}
      <div className="tpl-header__actions">
        <FriendRequestsMenu />
        <MessagesMenu />
        <ModeToggle />
        <ThemeSettings />
        <NotificationsMenu />
        {hasFriendsPanel && (
          <button type="button" className="tpl-icon-btn tpl-header__friends" aria-label={t('friends.open')} onClick={() => openFriends(true)}>
            <Icon name="users" size={20} />
          </button>
        )}
        <LanguageToggle className="tpl-header__language" />
        <ProfileMenu />
      </div>
      {variant === 'compact' && <IconBar />}
      {menuOpen && <NavDrawer onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
