import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { freeOfflineSet, offlineSetKey } from '#web/sync/kept-media/offline-sets.ts';
import type { CollectionRow } from '#web/db/rows.ts';
import { deleteCollection, removeFromCollection, renameCollection } from '#web/sync/mutations/collections.ts';
import { CollectionNameForm } from './collection-name-form.tsx';
import { DeleteCollectionDialog } from './delete-collection-dialog.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { KeepOfflineControl } from './keep-offline-control.tsx';

const FIRST_ROWS = 6;

/** One collection: name, article count, keep offline, rename/delete, and its article cards. */
export function CollectionSection({ collection }: { collection: CollectionRow }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [all, setAll] = useState(false);
  const name = collection.isDefault ? t('collections.favorites') : collection.name;
  const titleId = `collection-${collection.id}`;
  const shown = all ? collection.articles : collection.articles.slice(0, FIRST_ROWS);

  const remove = (article: { id: string; title: string }) =>
    void removeFromCollection(collection.id, article).then(() => showToast('collections.removed', 'success'));
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
      <KeepOfflineControl kind="collection" id={collection.id} articleIds={collection.articles.map((a) => a.id)} name={name} />
      {collection.articles.length === 0 ? (
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
                    <button type="button" className="icon-btn" aria-label={t('collections.remove', { title: article.title, name })} title={t('collections.remove', { title: article.title, name })} onClick={() => remove(article)}>
                      <Icon name="x" size={18} />
                    </button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {collection.articles.length > FIRST_ROWS && (
        <button type="button" className="btn btn--ghost collection__more" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? t('collections.showLess') : t('collections.showMore')}
        </button>
      )}
      {confirmDelete && <DeleteCollectionDialog name={name} onCancel={() => setConfirmDelete(false)} onConfirm={() => void destroy()} />}
    </section>
  );
}
