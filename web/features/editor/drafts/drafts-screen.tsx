import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { discard } from '#web/sync/drafts.ts';
import { openEditorAtom } from '../editor-atoms.ts';
import { DraftCard } from './draft-card.tsx';
import { useDrafts, type DraftItem } from './use-drafts.ts';
import './drafts.css';

/**
 * The author's drafts (saved on this device as they write): open one, delete one, or start anew.
 * It hosts the editor itself too, so it works wherever the header's entry is.
 */
export function DraftsScreen() {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id ?? '';
  const drafts = useDrafts(userId);
  const open = useSetAtom(openEditorAtom);
  const [pending, setPending] = useState<DraftItem | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    const published = pending.row.baseVersion !== undefined;
    void discard(pending.row.id).then(() => showToast(published ? 'drafts.discarded' : 'drafts.deleted', 'success'));
    setPending(null);
  };

  return (
    <div className="drafts-screen">
      <div className="drafts-screen__head">
        <div>
          <h1 className="page-title">{t('drafts.title')}</h1>
          <p className="muted">{t('drafts.intro')}</p>
        </div>
        <button type="button" className="btn" onClick={() => open({ kind: 'new' })}>
          <Icon name="plus" size={18} /> {t('editor.newPost')}
        </button>
      </div>
      {drafts === undefined && (
        <ul className="drafts-list" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <li key={i} className="draft-card card draft-card--skeleton">
              <div className="skeleton" />
            </li>
          ))}
        </ul>
      )}
      {drafts?.length === 0 && (
        <div className="state drafts-empty">
          <Icon name="edit" size={32} />
          <p>{t('drafts.empty')}</p>
        </div>
      )}
      {drafts && drafts.length > 0 && (
        <ul className="drafts-list">
          {drafts.map((item) => (
            <DraftCard key={item.row.id} item={item} onOpen={() => open({ kind: 'draft', id: item.row.id })} onDelete={() => setPending(item)} />
          ))}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          message={t(pending.row.baseVersion !== undefined ? 'drafts.discardQuestion' : 'drafts.deleteQuestion', { title: pending.row.input.title.trim() || t('drafts.untitled') })}
          onConfirm={confirmDelete}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
