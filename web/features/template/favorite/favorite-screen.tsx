import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { GalleryGrid } from '../common/gallery-grid.tsx';
import { Tabs } from '../common/tabs.tsx';
import { PAGES } from '../data/catalog.ts';
import { POSTS } from '../data/posts.ts';
import { FAVORITE_TABS, type FavoriteTab } from '../model/template-pages.ts';
import { PostCard } from '../news-feed/post-card.tsx';
import { PageAbout, PageListing } from './page-listing.tsx';
import { PageReviews } from './page-reviews.tsx';
import '../common/page-head.css';
import './favorite.css';

const PAGE = PAGES[0]!;
const NAV_TABS = FAVORITE_TABS.filter((tab) => tab !== 'page-listing');

function PageHeader({ current }: { current: FavoriteTab }) {
  const { t, i18n } = useTranslation();
  const [liked, setLiked] = useState(false);
  return (
    <section className="tpl-card fav-head">
      <img className="fav-head__cover" src={PAGE.image} alt="" />
      <div className="fav-head__row">
        <span className="fav-head__logo" aria-hidden="true">
          <Icon name="globe" size={34} />
        </span>
        <div className="fav-head__who">
          <h1>{t(`tplSamples.pages.${PAGE.id}.name`)}</h1>
          <p className="muted">
            {t(`tplSamples.categories.${PAGE.category}`)} · {t('tplFavorite.likes', { count: PAGE.likes + (liked ? 1 : 0), formatted: (PAGE.likes + (liked ? 1 : 0)).toLocaleString(i18n.language) })}
          </p>
        </div>
        <button type="button" className="tpl-btn" aria-pressed={liked} onClick={() => setLiked((l) => !l)}>
          <Icon name={liked ? 'check' : 'heart'} size={16} /> {t(liked ? 'tplFavorite.liked' : 'tplFavorite.like')}
        </button>
      </div>
      <nav className="profile-head__tabs" aria-label={t('tplFavorite.tabs')}>
        <ul>
          {NAV_TABS.map((tab) => (
            <li key={tab}>
              <Link to="/favorite/$tab" params={{ tab }} className={tab === current ? 'is-active' : undefined} aria-current={tab === current ? 'page' : undefined}>
                {t(`template.pageNames.favorite/${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

function PageHome() {
  return (
    <div className="fav-home">
      <aside className="fav-home__side">
        <PageAbout page={PAGE} compact />
      </aside>
      <div className="fav-home__posts">
        {POSTS.slice(2, 5).map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    </div>
  );
}

/** The favorite group: the pages list, or one page's home, about, reviews, gallery and tabs. */
export function FavoriteScreen({ tab }: { tab: FavoriteTab }) {
  const { t } = useTranslation();
  if (tab === 'page-listing') return <PageListing />;
  const content = {
    'page-home': <PageHome />,
    about: <PageAbout page={PAGE} />,
    review: <PageReviews rating={PAGE.rating} />,
    gallery: <GalleryGrid />,
    tab: (
      <section className="tpl-card fav-box">
        <Tabs
          label={t('tplFavorite.tabs')}
          tabs={[
            { id: 'about', title: t('template.pageNames.favorite/about'), content: <PageAbout page={PAGE} compact /> },
            { id: 'photos', title: t('template.pageNames.favorite/gallery'), content: <GalleryGrid limit={4} /> },
            { id: 'reviews', title: t('template.pageNames.favorite/review'), content: <PageReviews rating={PAGE.rating} compact /> },
          ]}
        />
      </section>
    ),
  }[tab];
  return (
    <div className="fav-page">
      <PageHeader current={tab} />
      {content}
    </div>
  );
}
