import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { storyParam } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { fixedImage } from '#web/lib/image-sources.ts';
import { useLatestArticles } from '#web/queries/latest-articles.ts';
import { formatDate } from './story-header.tsx';

const TYPE_ICON = { 1: 'fileText', 2: 'mic', 3: 'video' } as const;

function LatestItem({ article }: { article: ArticleSummary }) {
  const { i18n } = useTranslation();
  return (
    <li>
      <Link to="/story/$id" params={{ id: storyParam(article) }} className="latest-item">
        <span className="latest-item__thumb">
          {article.coverImage ? <img {...fixedImage(article.coverImage.path, 64)} alt="" loading="lazy" decoding="async" /> : <Icon name={TYPE_ICON[article.type] ?? 'fileText'} size={20} />}
        </span>
        <span className="latest-item__text">
          <span className="latest-item__title">{article.title}</span>
          <span className="latest-item__meta">
            {article.user.firstName} {article.user.lastName} · {formatDate(article.createdAt, i18n.language, 'short')}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Right panel: the five latest articles, other than the one being read. */
export function StoryAside({ currentId }: { currentId: string }) {
  const { t } = useTranslation();
  const latest = useLatestArticles();
  const items = (latest.data?.items ?? []).filter((a) => a.id !== currentId);
  return (
    <section className="story-panel card" aria-labelledby="latest-title">
      <h2 id="latest-title" className="story-aside-title">
        {t('story.latest')}
      </h2>
      {latest.isPending ? (
        <div className="latest-skeleton" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton latest-skeleton__row" />
          ))}
        </div>
      ) : !latest.data ? (
        // Only when there is nothing to show: a failed refresh keeps the list it had.
        <p className="muted">{t('story.panelError')}</p>
      ) : (
        <ul className="latest-list">
          {items.map((article) => (
            <LatestItem key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}
