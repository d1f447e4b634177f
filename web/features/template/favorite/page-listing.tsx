import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { PAGES } from '../data/catalog.ts';

type SamplePage = (typeof PAGES)[number];

/** The pages you like, each with a follow toggle; the first opens as the sample page. */
export function PageListing() {
  const { t, i18n } = useTranslation();
  const [followed, setFollowed] = useState<string[]>(['pg1', 'pg3']);
  const toggle = (id: string) => setFollowed((f) => (f.includes(id) ? f.filter((x) => x !== id) : [...f, id]));
  return (
    <div className="fav-listing">
      <h1 className="tpl-page-title">{t('template.pageNames.favorite/page-listing')}</h1>
      <ul className="fav-listing__grid">
        {PAGES.map((page) => (
          <li key={page.id} className="tpl-card fav-card">
            <img src={page.image} alt="" className="fav-card__cover" loading="lazy" />
            <div className="fav-card__body">
              <h2>
                <Link to="/favorite/$tab" params={{ tab: 'page-home' }}>
                  {t(`tplSamples.pages.${page.id}.name`)}
                </Link>
              </h2>
              <p className="muted">
                {t(`tplSamples.categories.${page.category}`)} · <Icon name="star" size={14} /> {page.rating.toLocaleString(i18n.language)}
              </p>
              <p className="muted">{t('tplFavorite.likes', { count: page.likes, formatted: page.likes.toLocaleString(i18n.language) })}</p>
              <button type="button" className={`tpl-btn tpl-btn--sm ${followed.includes(page.id) ? 'tpl-btn--ghost' : ''}`} aria-pressed={followed.includes(page.id)} onClick={() => toggle(page.id)}>
                {t(followed.includes(page.id) ? 'tplFavorite.following' : 'tplFavorite.follow')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** About a page: description and contact facts. */
export function PageAbout({ page, compact = false }: { page: SamplePage; compact?: boolean }) {
  const { t } = useTranslation();
  const facts = [
    ['mapPin', t(`tplSamples.pages.${page.id}.place`)],
    ['globe', 'wanderlust.example'],
    ['mail', 'hello@wanderlust.example'],
    ['calendar', t('tplFavorite.founded', { year: 2016 })],
  ] as const;
  return (
    <section className={compact ? 'fav-about fav-about--compact' : 'tpl-card fav-box fav-about'}>
      <h2>{t('tplFavorite.aboutTitle')}</h2>
      <p>{t(`tplSamples.pages.${page.id}.about`)}</p>
      <ul className="profile-facts">
        {facts.map(([icon, text]) => (
          <li key={icon}>
            <Icon name={icon} size={18} /> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
