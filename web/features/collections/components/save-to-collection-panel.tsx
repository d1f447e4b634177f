import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { Icon } from '#web/components/icon.tsx';
import { isInCollection, userCollections } from '#web/db/collections.ts';
import { addToCollection, createCollection, removeFromCollection } from '#web/sync/mutations/collections.ts';
import { CollectionNameForm } from './collection-name-form.tsx';
import { useSwipeDown } from './use-swipe-down.ts';

/**
 * The panel of "Save to a collection": one checkbox per collection of the reader (ticking adds,
 * unticking removes, at once and offline too), a form for a new collection that takes the story
 * in, and Done. Focus starts on the first collection; Escape cancels the name form (the button's
 * `useDismiss` closes the panel on the next one).
 */
export function SaveToCollectionPanel({ id, userId, article, onClose }: { id: string; userId: string; article: ArticleSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const [creating, setCreating] = useState(false);
  const collections = useLiveQuery(() => userCollections(userId), [userId]);
  const swipe = useSwipeDown(onClose);
  const others = (collections ?? []).filter((c) => !c.isDefault);

  // Focus moves in once the device's collections are read (a moment after opening), not before:
  // the first collection's checkbox is not there yet.
  const loaded = collections !== undefined;
  useEffect(() => {
    if (loaded) panel.current?.querySelector<HTMLElement>('input, .save-to__create')?.focus();
  }, [loaded]);

  const endCreating = () => setCreating(false);
  // The form goes away with the focus in it: give it to the button that opens the form again.
  const wasCreating = useRef(false);
  useEffect(() => {
    if (wasCreating.current && !creating) createButton.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  return (
    <>
      <div className="save-to__scrim" aria-hidden="true" onClick={onClose} />
      <div id={id} ref={panel} className="save-to__panel" role="dialog" aria-labelledby={titleId} style={swipe.offset ? { transform: `translateY(${swipe.offset}px)` } : undefined}>
        <div className="save-to__head" {...swipe.handlers}>
          <span className="save-to__grip" aria-hidden="true" />
          <p className="save-to__title" id={titleId}>
            {t('collections.saveToTitle', { title: article.title })}
          </p>
          <button type="button" className="btn btn--ghost btn--small save-to__done" onClick={onClose}>
            {t('saveSheet.done')}
          </button>
        </div>
        <ul>
          {others.map((c) => {
            const checked = isInCollection(c, article.id);
            return (
              <li key={c.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => void (checked ? removeFromCollection(c.id, article) : addToCollection(c.id, article).then(() => showToast('collections.added', { name: c.name }, 'success')))}
                  />
                  <span>{c.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {creating ? (
          <div
            onKeyDown={(e) => {
              // The form's Escape cancels it and goes no further: the panel stays open for a second one.
              if (e.key === 'Escape') e.stopPropagation();
            }}
          >
            <CollectionNameForm
              label={t('collections.createLabel')}
              submitLabel={t('collections.createSubmit')}
              onCancel={endCreating}
              onSubmit={async (name) => {
                const created = await createCollection(name);
                await addToCollection(created, article);
                endCreating();
              }}
            />
          </div>
        ) : (
          <button ref={createButton} type="button" className="btn btn--ghost btn--small save-to__create" onClick={() => setCreating(true)}>
            <Icon name="plus" size={16} /> {t('collections.create')}
          </button>
        )}
      </div>
    </>
  );
}
