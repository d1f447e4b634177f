import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { fluidImage } from '#web/lib/image-sources.ts';
import { Icon, type IconName } from './icon.tsx';
import { truncate } from './truncate.ts';
import './article-card.css';
import type { PlainKey } from '../lib/string-keys.ts';

const TYPE_META: Record<number, { icon: IconName; label: PlainKey; className: string }> = {
  1: { icon: 'fileText', label: 'articleType.text', className: 'type-badge--text' },
  2: { icon: 'mic', label: 'articleType.audio', className: 'type-badge--audio' },
  3: { icon: 'video', label: 'articleType.video', className: 'type-badge--video' },
};

/** A card's cover is the column's width on a phone, a grid cell (260–400 px) wider up. */
const CARD_SIZES = '(max-width: 768px) 100vw, 400px';

/** `story/<slug>-<id>`: the id is the last dash-separated segment (spec §2). */
export function storyParam(article: Pick<ArticleSummary, 'slug' | 'id'>): string {
  return article.slug ? `${article.slug}-${article.id}` : article.id;
}

export function TypeBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  const meta = TYPE_META[type] ?? TYPE_META[1]!;
  return (
    <span className={`type-badge ${meta.className}`}>
      <Icon name={meta.icon} size={14} />
      {t(meta.label)}
    </span>
  );
}

/**
 * A feed card: cover, type, title cut at 25 characters, author and date. `actions` adds buttons.
 * `priority` marks the card whose cover is the page's largest paint (the first of the feed): its
 * image loads at once and first, the others when they near the viewport.
 */
export function ArticleCard({ article, actions, compact = false, priority = false }: { article: ArticleSummary; actions?: ReactNode; compact?: boolean; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const date = formatDay(article.createdAt, i18n.language, { month: 'short' });
  return (
    <article className={`article-card card${compact ? ' article-card--compact' : ''}`}>
      <Link to="/story/$id" params={{ id: storyParam(article) }} className="article-card__link">
        <div className="article-card__cover">
          {article.coverImage ? (
            <img
              {...fluidImage(article.coverImage.path, CARD_SIZES)}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding={priority ? 'sync' : 'async'}
              width={640}
              height={360}
            />
          ) : (
            <div className="article-card__cover-placeholder" aria-hidden="true">
              <Icon name={TYPE_META[article.type]?.icon ?? 'fileText'} size={40} />
            </div>
          )}
          <TypeBadge type={article.type} />
        </div>
        <div className="article-card__body">
          <h3 className="article-card__title" title={article.title}>
            {truncate(article.title)}
          </h3>
          {!compact && article.subTitle && <p className="article-card__subtitle">{article.subTitle}</p>}
          <p className="article-card__meta">
            <span>
              {article.user.firstName} {article.user.lastName}
            </span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.createdAt}>{date}</time>
            {/* The thread's maintained counter (issue #28); an article nobody discussed says nothing. */}
            {(article.commentCount ?? 0) > 0 && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="article-card__comments">
                  <Icon name="messageCircle" size={13} />
                  <span aria-hidden="true">{article.commentCount}</span>
                  <span className="visually-hidden">{t('comments.count', { count: article.commentCount! })}</span>
                </span>
              </>
            )}
          </p>
          {!compact && (article.tribe[0] || article.themes[0]) && (
            <p className="article-card__tags">
              {article.tribe[0] && <span className="chip">{article.tribe[0].name}</span>}
              {article.themes[0] && <span className="chip chip--theme">{i18n.language === 'en' ? article.themes[0].title_en : article.themes[0].title}</span>}
            </p>
          )}
        </div>
      </Link>
      {actions && (
        <div className="article-card__actions" role="group" aria-label={t('article.actions')}>
          {actions}
        </div>
      )}
    </article>
  );
}
