import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { freeOfflineSet, offlineSetKey } from '#web/sync/kept-media/offline-sets.ts';
import type { CollectionRow } from '#web/db/local-rows.ts';
import { deleteCollection, removeFromCollection, renameCollection } from '#web/sync/mutations/collections.ts';
import { COLLECTION_PAGE_SIZE, useCollectionArticles } from '../api/get-collection-articles.ts';
import { CollectionNameForm } from './collection-name-form.tsx';
import { DeleteCollectionDialog } from './delete-collection-dialog.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { KeepOfflineControl } from './keep-offline-control.tsx';

/**
 * The collection's articles as far as `wanted`: the newest ones from the device (with the reader's
 * pending changes), then the server's pages (`GET /api/collections/:id/articles`) beyond them, or
 * offline every kept one. Each "Show more" asks for one more page of 10.
 */
function usePagedArticles(collection: CollectionRow) {
  const [wanted, setWanted] = useState(COLLECTION_PAGE_SIZE);
  const paging = wanted > COLLECTION_PAGE_SIZE;
  const query = useCollectionArticles(collection.id, paging);
  const removed = new Set(collection.removedIds);
  const seen = new Set<string>();
  const merged = [...collection.articles, ...(query.data?.pages.flatMap((p) => p.items) ?? [])].filter((a) => !removed.has(a.id) && !seen.has(a.id) && Boolean(seen.add(a.id)));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetching } = query;
  useEffect(() => {
    if (paging && merged.length < wanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [paging, merged.length, wanted, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const more = paging && query.isFetched ? merged.length > wanted || hasNextPage : merged.length > wanted || collection.articleCount > merged.length;
  return { shown: merged.slice(0, wanted), more, loading: isFetching, failed: query.isError, showMore: () => setWanted((w) => w + COLLECTION_PAGE_SIZE), retry: () => void query.refetch() };
}

/** One collection: name, article count, keep offline, rename/delete, and its article cards. */
export function CollectionSection({ collection }: { collection: CollectionRow }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = collection.isDefault ? t('collections.favorites') : collection.name;
  const titleId = `collection-${collection.id}`;
  const { shown, more, loading, failed, showMore, retry } = usePagedArticles(collection);

  const remove = (article: { id: string; title: string }) => void removeFromCollection(collection.id, article).then(() => showToast('collections.removed', 'success'));
  const destroy = async () => {
    setConfirmDelete(false);
    await deleteCollection(collection.id);
    await freeOfflineSet(offlineSetKey('collection', collection.id));
    showToast('collections.deleted', 'success');
  };

  return (
    <section className="collection card" aria-labelledby={titleId}>
      <div className="collection__head">
        <div className="collection__title">
          <h2 id={titleId}>
            {collection.isDefault && <Icon name="heart" size={20} />}
            {name}
          </h2>
          <p className="muted">{t('collections.count', { count: collection.articleCount })}</p>
        </div>
        {!collection.isDefault && !renaming && (
          <div className="collection__tools" role="group" aria-label={t('collections.actions', { name })}>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setRenaming(true)}>
              <Icon name="edit" size={16} /> {t('collections.rename')}
            </button>
            <button type="button" className="btn btn--ghost btn--small collection__delete" onClick={() => setConfirmDelete(true)}>
              <Icon name="trash" size={16} /> {t('collections.delete')}
            </button>
          </div>
        )}
      </div>
      {renaming && (
        <CollectionNameForm
          label={t('collections.renameLabel', { name })}
          submitLabel={t('collections.renameSubmit')}
          initial={collection.name}
          onCancel={() => setRenaming(false)}
          onSubmit={async (next) => {
            await renameCollection(collection.id, next);
            setRenaming(false);
            showToast('collections.renamed', 'success');
          }}
        />
      )}
      <KeepOfflineControl kind="collection" id={collection.id} name={name} empty={collection.articleCount === 0} />
      {shown.length === 0 ? (
        <p className="collection__empty">{t('collections.empty')}</p>
      ) : (
        <ul className="collection__grid">
          {shown.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                compact
                actions={
                  <>
                    <FavoriteButton article={article} />
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={t('collections.remove', { title: article.title, name })}
                      title={t('collections.remove', { title: article.title, name })}
                      onClick={() => remove(article)}
                    >
                      <Icon name="x" size={18} />
                    </button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="collection__empty">
          {t('collectionPaging.failed')}{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {more && !failed && (
        <button type="button" className="btn btn--ghost collection__more" onClick={showMore} disabled={loading} aria-busy={loading}>
          {t('collectionPaging.more', { shown: shown.length, total: collection.articleCount })}
        </button>
      )}
      {confirmDelete && <DeleteCollectionDialog name={name} onCancel={() => setConfirmDelete(false)} onConfirm={() => void destroy()} />}
    </section>
  );
}
