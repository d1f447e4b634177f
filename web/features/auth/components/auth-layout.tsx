import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { Icon } from '#web/components/icon.tsx';
import { LanguageToggle } from '#web/components/language-toggle.tsx';
import './auth-layout.css';

/**
 * The frame of the account screens, outside the main layout (spec §2 "login"): a centred card
 * with the logo, the language toggle, and links to the about and home pages.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <header className="auth-layout__top">
        <Link to="/" className="auth-layout__logo" title={t('nav.home')}>
          <BrandMark size={40} />
          <span>{t('common.appName')}</span>
        </Link>
        <LanguageToggle className="auth-layout__language" />
      </header>
      <main id="main" className="auth-layout__main">
        <div className="auth-card card">{children}</div>
        <p className="auth-layout__tagline">{t('authLayout.tagline')}</p>
      </main>
      <nav className="auth-layout__links" aria-label={t('authLayout.links')}>
        <Link to="/">
          <Icon name="home" size={18} />
          {t('authLayout.home')}
        </Link>
        <Link to="/about">
          <Icon name="info" size={18} />
          {t('authLayout.about')}
        </Link>
      </nav>
    </div>
  );
}
