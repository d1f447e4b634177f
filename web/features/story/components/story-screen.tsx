import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';
import type { ThreadComment } from '#api/schemas/comments.ts';
import { idFromSlugParam } from '#api/schemas/slug.ts';
import { ArticleCard } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useArticleDetail } from '../api/get-article.ts';
import { useDocumentMeta } from '../use-document-meta.ts';
import { AuthorSuggestions } from './author-suggestions.tsx';
import { StoryAside } from './story-aside.tsx';
import { StoryBody } from './story-body.tsx';
import { StoryExtras } from './story-extras.tsx';
import { StoryHeader } from './story-header.tsx';
import { StorySkeleton } from './story-skeleton.tsx';
import './story.css';
import './story-extras.css';
import './story-aside.css';

function description(article: Article): string {
  const text = article.subTitle || article.content || article.sections[0]?.content || '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 180 ? `${flat.slice(0, 177).trimEnd()}…` : flat;
}

function StoryNotFound() {
  const { t } = useTranslation();
  return (
    <div className="state story-missing" role="alert">
      <Icon name="fileText" size={40} />
      <h1 className="page-title">{t('story.notFoundTitle')}</h1>
      <p>{t('story.notFoundText')}</p>
      <Link to="/" className="btn">
        {t('story.backHome')}
      </Link>
    </div>
  );
}

/** The single-article page (spec §2 story/{slug-id}): article, comments, right panel, authors. */
export function StoryScreen({
  idParam,
  renderAudio,
  renderActions,
  renderComments,
}: {
  idParam: string;
  renderAudio: (article: Article) => ReactNode;
  /** Reader actions (favorite, save to a collection, keep offline), composed in by the route. */
  renderActions?: (article: Article) => ReactNode;
  /** The discussion under the article (web/features/comments), composed in by the route. */
  renderComments?: (article: Article, comments: ThreadComment[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = idFromSlugParam(idParam);
  const detail = useArticleDetail(id);
  const article = detail.data?.article;
  useDocumentMeta(article ? { title: `${article.title} · ${t('common.appName')}`, description: description(article), image: article.coverImage?.path } : null);

  if (detail.isPending) return <StorySkeleton />;
  if (detail.isError) {
    if (detail.error instanceof ApiRequestError && detail.error.status === 404) return <StoryNotFound />;
    return (
      <div className="state" role="alert">
        <p>{t('story.loadError')}</p>
        <button type="button" className="btn" onClick={() => void detail.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { relatedArticles } = detail.data;
  const a = detail.data.article;
  return (
    <div className="story-layout">
      <article className="story-article" lang={a.language}>
        <StoryHeader article={a} />
        {renderActions && <div className="story-actions">{renderActions(a)}</div>}
        <StoryBody article={a} renderAudio={renderAudio} />
        <StoryExtras article={a} />
        {renderComments?.(a, detail.data.comments)}
      </article>
      <aside className="story-side" aria-label={t('story.sidePanel')}>
        <StoryAside currentId={a.id} />
      </aside>
      <div className="story-more">
        {relatedArticles.length > 0 && (
          <section aria-labelledby="related-title">
            <h2 id="related-title" className="story-aside-title">
              {t('story.related')}
            </h2>
            <div className="related-grid">
              {relatedArticles.map((related) => (
                <ArticleCard key={related.id} article={related} compact />
              ))}
            </div>
          </section>
        )}
        <AuthorSuggestions excludeId={a.user.id} />
      </div>
    </div>
  );
}
