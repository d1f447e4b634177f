import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { pageLabel, TEMPLATE_PAGE_GROUPS } from '../model/template-pages.ts';
import './pages.css';

/** The template layouts' landing page (p, template-full): every template page, by group. */
export function TemplateDirectory() {
  const { t } = useTranslation();
  return (
    <div className="tpl-directory">
      <header className="tpl-card tpl-directory__intro">
        <h1 className="tpl-page-title">{t('template.directory.title')}</h1>
        <p className="muted">{t('template.directory.intro')}</p>
        <Link to="/" className="tpl-btn tpl-btn--ghost">
          <Icon name="globe" size={16} /> {t('template.mainSite')}
        </Link>
      </header>
      <div className="tpl-directory__groups">
        {TEMPLATE_PAGE_GROUPS.map(({ group, paths }) => (
          <section key={group} className="tpl-card tpl-directory__group" aria-labelledby={`dir-${group}`}>
            <h2 id={`dir-${group}`}>{t(`template.groups.${group}`)}</h2>
            <ul>
              {paths.map((path) => (
                <li key={path}>
                  <Link to={`/${path}` as string}>{pageLabel(t, path)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
