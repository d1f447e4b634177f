import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec's delete confirmation: title, text, delete / cancel. Escape cancels; focus returns after. */
export function DeleteCollectionDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    return () => (opener.current as HTMLElement | null)?.focus?.();
  }, []);
  return (
    <div className="collections-modal" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <button type="button" className="collections-modal__backdrop" aria-label={t('collections.cancel')} tabIndex={-1} onClick={onCancel} />
      <div className="collections-modal__panel card" role="dialog" aria-modal="true" aria-labelledby="delete-collection-title" aria-describedby="delete-collection-text">
        <h2 id="delete-collection-title">{t('collections.deleteTitle')}</h2>
        <p id="delete-collection-text">{t('collections.deleteText', { name })}</p>
        <div className="collections-modal__actions">
          <button type="button" className="btn btn--danger" onClick={onConfirm}>
            {t('collections.delete')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onCancel} autoFocus>
            {t('collections.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
