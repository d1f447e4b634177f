import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { ArticleCard } from '#web/components/article-card.tsx';
import { useUserArticles } from '../api/get-user-articles.ts';
import { ArticleMenu } from './article-menu.tsx';
import { DeleteArticleDialog } from './delete-article-dialog.tsx';
import { pendingArticleDeletes } from '#web/sync/outbox-queries.ts';

interface ProfileArticlesProps {
  userId: string;
  /** The author on their own profile: each card gets the edit/delete menu. */
  isOwner: boolean;
  onEdit?: (article: ArticleSummary) => void;
  cardActions?: (article: ArticleSummary) => ReactNode;
}

/** The author's articles, 10 at a time with "load more"; the owner can delete after confirming. */
export function ProfileArticles({ userId, isOwner, onEdit, cardActions }: ProfileArticlesProps) {
  const { t } = useTranslation();
  const list = useUserArticles(userId);
  const [pending, setPending] = useState<ArticleSummary | null>(null);
  // A deletion made here (on this page or the story's) waits in the outbox; the server still lists
  // the story until it is sent, so its author must not see it come back on a fresh fetch.
  const deletedHere = useLiveQuery(() => (isOwner ? pendingArticleDeletes(userId) : undefined), [isOwner, userId]);
  const articles = (list.data?.pages.flatMap((page) => page.items) ?? []).filter((article) => !deletedHere?.has(article.id));

  if (list.isPending) {
    return (
      <div className="profile-grid" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="card profile-skeleton-card">
            <div className="skeleton profile-skeleton-card__cover" />
            <div className="skeleton profile-skeleton-card__line" />
          </div>
        ))}
      </div>
    );
  }
  if (list.isError && articles.length === 0) {
    return (
      <div className="state" role="alert">
        <p>{t('feed.error')}</p>
        <button type="button" className="btn" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (articles.length === 0) return <p className="state">{t('people.noArticles')}</p>;

  return (
    <>
      <div className="profile-grid">
        {articles.map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            actions={
              <>
                {cardActions?.(article)}
                {isOwner && <ArticleMenu article={article} onEdit={onEdit} onDelete={setPending} />}
              </>
            }
          />
        ))}
      </div>
      {list.hasNextPage && (
        <div className="profile-more">
          <button type="button" className="btn btn--ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('feed.loading') : t('feed.loadMore')}
          </button>
        </div>
      )}
      {pending && <DeleteArticleDialog article={pending} authorId={userId} onClose={() => setPending(null)} />}
    </>
  );
}
