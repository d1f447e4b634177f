import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Article, ArticleSummary } from '#api/schemas/article.ts';
import { storyParam, TypeBadge } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { fluidImage } from '#web/lib/image-sources.ts';
import { firstParagraphs } from '../first-paragraphs.ts';
import { MediaPlayer } from './media-player.tsx';

const isFull = (article: ArticleSummary | Article): article is Article => 'content' in article;

/** The modal's content for one article: header, then the text's opening or the media player. */
export function ArticlePreview({
  titleId,
  article,
  loading,
  error,
  onRetry,
  onNavigate,
}: {
  titleId: string;
  article: ArticleSummary | Article;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const full = isFull(article) ? article : null;
  const author = `${article.user.firstName} ${article.user.lastName}`;
  const cover = article.coverImage && article.type !== 3 ? article.coverImage : null;

  return (
    <article className="article-preview">
      {cover && <img className="article-preview__cover" {...fluidImage(cover.path, '(max-width: 768px) 100vw, 720px')} alt="" width={720} height={405} />}
      <div className="article-preview__body">
        <TypeBadge type={article.type} />
        <h2 id={titleId} className="article-preview__title">
          {article.title}
        </h2>
        {article.subTitle && <p className="article-preview__subtitle">{article.subTitle}</p>}
        <p className="article-preview__author">{t('articleModal.by', { name: author })}</p>

        {loading ? (
          <p role="status" className="article-preview__loading">
            <span className="skeleton article-preview__line" />
            <span className="skeleton article-preview__line" />
            <span className="visually-hidden">{t('articleModal.loading')}</span>
          </p>
        ) : error || !full ? (
          <div className="article-preview__error" role="alert">
            <p>{t('articleModal.error')}</p>
            <button type="button" className="btn btn--ghost" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </div>
        ) : full.type === 1 ? (
          <div className="article-preview__text">
            {firstParagraphs(full).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <MediaPlayer article={full} />
        )}

        <Link to="/story/$id" params={{ id: storyParam(article) }} className="btn article-preview__more" onClick={onNavigate}>
          {article.type === 1 ? t('articleModal.readFullStory') : t('articleModal.openPage')}
          <Icon name="chevronRight" size={18} />
        </Link>
      </div>
    </article>
  );
}
