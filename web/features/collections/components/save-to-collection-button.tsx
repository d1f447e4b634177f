import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { isInCollection, userCollections } from '#web/db/collections.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { addToCollection, createCollection, removeFromCollection } from '#web/sync/mutations/collections.ts';
import { CollectionNameForm } from './collection-name-form.tsx';
import './collections.css';

/**
 * "Save to a collection": a popover with one checkbox per collection of the signed-in reader
 * (ticking adds, unticking removes, at once and offline too) and a form for a new collection.
 */
export function SaveToCollectionButton({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const collections = useLiveQuery(async () => (userId ? userCollections(userId) : []), [userId]);
  useDismiss(root, open, () => setOpen(false), { on: 'click', escape: false });
  if (!userId) return null;
  const others = (collections ?? []).filter((c) => !c.isDefault);
  return (
    <div className="save-to" ref={root} onKeyDown={(e) => e.key === 'Escape' && !creating && setOpen(false)}>
      <button type="button" className="icon-btn" aria-label={t('collections.saveTo')} title={t('collections.saveTo')} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Icon name="bookmark" size={20} />
      </button>
      {open && (
        <div id={panelId} className="save-to__panel" role="group" aria-label={t('collections.saveToTitle', { title: article.title })}>
          <p className="save-to__title">{t('collections.saveToTitle', { title: article.title })}</p>
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
            <CollectionNameForm
              label={t('collections.createLabel')}
              submitLabel={t('collections.createSubmit')}
              onCancel={() => setCreating(false)}
              onSubmit={async (name) => {
                const id = await createCollection(name);
                await addToCollection(id, article);
                setCreating(false);
              }}
            />
          ) : (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setCreating(true)}>
              <Icon name="plus" size={16} /> {t('collections.create')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
