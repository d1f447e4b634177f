import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ME } from '../data/people.ts';
import { POSTS, type OwnPost } from '../data/posts.ts';
import { NEWS_FEED_STYLES } from '../model/template-pages.ts';
import { Composer, StoriesStrip } from './feed-extras.tsx';
import { FEED_LAYOUTS } from './feed-layouts.ts';
import { FeedWidgets } from './feed-widgets.tsx';
import { PostCard } from './post-card.tsx';
import './news-feed.css';

/** A news-feed layout (style-1 … style-12): one screen, arranged by its config in FEED_LAYOUTS. */
export function NewsFeedScreen({ style }: { style: string }) {
  const { t } = useTranslation();
  const layout = FEED_LAYOUTS[style] ?? FEED_LAYOUTS['style-1']!;
  const [own, setOwn] = useState<OwnPost[]>([]);
  const post = (text: string) => setOwn((list) => [{ id: `own-${list.length + 1}`, author: ME.id, minutesAgo: 0, image: null, likes: 0, comments: 0, shares: 0, text }, ...list]);
  const classes = ['news-feed', `news-feed--cols-${layout.columns}`, layout.left.length > 0 && 'has-left', layout.right.length > 0 && 'has-right'].filter(Boolean).join(' ');

  return (
    <div className="news-feed-page">
      <div className="news-feed-page__top">
        <h1 className="tpl-page-title">{t('newsFeed.title')}</h1>
        <nav className="style-picker" aria-label={t('newsFeed.layouts')}>
          <ul>
            {NEWS_FEED_STYLES.map((s, i) => (
              <li key={s}>
                <Link to="/news-feed-layout/$style" params={{ style: s }} activeProps={{ 'aria-current': 'page', className: 'is-active' }} aria-label={t('template.styleName', { n: i + 1 })}>
                  {i + 1}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={classes}>
        {layout.left.length > 0 && (
          <aside className="news-feed__side news-feed__side--left" aria-label={t('newsFeed.sidebar')}>
            <FeedWidgets names={layout.left} />
          </aside>
        )}
        <div className="news-feed__main">
          {layout.stories && <StoriesStrip />}
          {layout.composer && <Composer onPost={post} />}
          <div className="news-feed__posts">
            {own.map((p) => (
              <PostCard key={p.id} post={p} variant={layout.card} />
            ))}
            {POSTS.map((p) => (
              <PostCard key={p.id} post={p} variant={layout.card} />
            ))}
          </div>
        </div>
        {layout.right.length > 0 && (
          <aside className="news-feed__side news-feed__side--right" aria-label={t('newsFeed.sidebar')}>
            <FeedWidgets names={layout.right} />
          </aside>
        )}
      </div>
    </div>
  );
}
