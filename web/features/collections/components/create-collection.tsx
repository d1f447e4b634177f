import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { createCollection } from '#web/sync/mutations/collections.ts';
import { CollectionNameForm } from './collection-name-form.tsx';

/** "New collection": a button that opens the name form; the collection appears at once. */
export function CreateCollection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <Icon name="plus" size={18} /> {t('collections.create')}
      </button>
    );
  }
  return (
    <div className="create-collection card">
      <CollectionNameForm
        label={t('collections.createLabel')}
        submitLabel={t('collections.createSubmit')}
        onCancel={() => setOpen(false)}
        onSubmit={async (name) => {
          try {
            await createCollection(name);
            showToast('collections.created', 'success');
            setOpen(false);
          } catch (error) {
            showToast(error instanceof StorageFullError ? 'storage.full' : 'common.retry', 'error');
          }
        }}
      />
    </div>
  );
}
