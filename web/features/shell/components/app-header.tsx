import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { Icon } from '#web/components/icon.tsx';
import { LanguageToggle } from '#web/components/language-toggle.tsx';
import { isAuthenticatedAtom } from '#web/lib/session.ts';
import { ThemeList, ThemeNav, type ThemeAction } from './theme-nav.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The header of the main layout (spec §2): logo home, theme items, search, and for signed-in
 * readers the bell, new-post entry and profile menu; anonymous readers get a user icon to login.
 * `search`, `status`, `newPost`, `bell` and the theme menu's `themeAction` are composed in by the
 * route so features stay independent.
 */
export function AppHeader({ search, status, newPost, bell, themeAction }: { search?: ReactNode; status?: ReactNode; newPost?: ReactNode; bell?: ReactNode; themeAction?: ThemeAction }) {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className="app-header">
      <button type="button" className="icon-btn app-header__hamburger" aria-label={t('nav.openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
        <Icon name="menu" />
      </button>
      <Link to="/" className="app-header__logo" title={t('nav.home')}>
        <BrandMark size={32} />
        <span className="app-header__logo-text">{t('common.appName')}</span>
      </Link>
      <ThemeNav action={themeAction} />
      <div className="app-header__search">{search}</div>
      <div className="app-header__actions">
        {status}
        <LanguageToggle />
        {signedIn ? (
          <>
            {newPost}
            {bell}
            <UserMenu />
          </>
        ) : (
          <Link to="/login" className="icon-btn" aria-label={t('header.login')}>
            <Icon name="user" />
          </Link>
        )}
      </div>
      {drawerOpen && (
        <div className="drawer" role="dialog" aria-modal="true" aria-label={t('nav.menu')} onKeyDown={(e) => e.key === 'Escape' && setDrawerOpen(false)}>
          <button type="button" className="drawer__backdrop" aria-label={t('common.close')} onClick={() => setDrawerOpen(false)} tabIndex={-1} />
          <div className="drawer__panel">
            <div className="drawer__head">
              <strong>{t('nav.themes')}</strong>
              <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => setDrawerOpen(false)} autoFocus>
                <Icon name="x" />
              </button>
            </div>
            <ThemeList onNavigate={() => setDrawerOpen(false)} action={themeAction} />
          </div>
        </div>
      )}
    </header>
  );
}
