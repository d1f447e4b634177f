import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { LanguageToggle } from '#web/components/language-toggle.tsx';
import '../common/template-ui.css';
import './template-auth.css';

/**
 * Frame of the template login and register pages. They are templates (spec §2, §5: no rules):
 * they sign no one in, and a note says so, linking to the real sign-in page.
 */
export function TemplateAuthFrame({ title, submitted, children, footer }: { title: string; submitted: boolean; children: ReactNode; footer: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="tpl-auth">
      <div className="tpl-auth__art" aria-hidden="true">
        <img src="/assets/images/template/scene-sea-sunset.svg" alt="" />
        <p>{t('tplAuth.tagline')}</p>
      </div>
      <div className="tpl-auth__side">
        <header className="tpl-auth__top">
          <Link to="/news-feed-layout/$style" params={{ style: 'style-1' }} className="tpl-header__logo" aria-label={t('template.header.home')}>
            <span className="tpl-header__logo-mark" aria-hidden="true">
              <Icon name="messageCircle" size={20} />
            </span>
            <span className="tpl-header__logo-text">{t('template.brand')}</span>
          </Link>
          <LanguageToggle />
        </header>
        <main id="main" className="tpl-auth__main">
          <h1>{title}</h1>
          <p className={`tpl-auth__note ${submitted ? 'is-highlighted' : ''}`} role={submitted ? 'alert' : undefined}>
            <Icon name="info" size={18} />
            <span>
              {t(submitted ? 'tplAuth.notSent' : 'tplAuth.note')} <Link to="/login">{t('tplAuth.realLogin')}</Link>
            </span>
          </p>
          {children}
          <p className="tpl-auth__footer">{footer}</p>
        </main>
      </div>
    </div>
  );
}
