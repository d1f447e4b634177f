import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageLabel, TEMPLATE_PAGE_GROUPS } from '../model/template-pages.ts';

/** Every template page, grouped (mobile menu, sidebar of the third header variant, directory). */
export function PagesNav({ onNavigate, className = '' }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav className={`tpl-pages-nav ${className}`} aria-label={t('template.pagesNav')}>
      {TEMPLATE_PAGE_GROUPS.map(({ group, paths }) => (
        <section key={group} className="tpl-pages-nav__group" aria-labelledby={`tpl-group-${group}`}>
          <h2 id={`tpl-group-${group}`} className="tpl-pages-nav__heading">
            {t(`template.groups.${group}`)}
          </h2>
          <ul>
            {paths.map((path) => (
              <li key={path}>
                <Link to={`/${path}` as string} onClick={onNavigate} activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
                  {pageLabel(t, path)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
