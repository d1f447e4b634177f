import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';

interface CloseGuardProps {
  onKeepEditing: () => void;
  onClose: () => void;
  onDiscard: () => void;
  /** The article is on the server: discarding drops the local changes only. */
  published: boolean;
}

/**
 * "Discard changes?" when the author closes the editor after changing something. Nothing is lost
 * by closing (the draft is saved on the device); discarding is the explicit, destructive choice.
 */
export function CloseGuard({ onKeepEditing, onClose, onDiscard, published }: CloseGuardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div className="close-guard" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="close-guard__panel dialog">
        <h2 id={titleId} className="dialog__title">
          <span className="dialog__title-icon">
            <Icon name="alert" size={18} />
          </span>
          {t('editor.guard.title')}
        </h2>
        <p id={textId} className="dialog__message">
          {t(published ? 'editor.guard.textPublished' : 'editor.guard.text')}
        </p>
        <div className="dialog__actions close-guard__actions">
          <button type="button" className="btn btn--ghost btn--danger-text" onClick={onDiscard}>
            {t(published ? 'editor.guard.discardChanges' : 'editor.guard.discardDraft')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('editor.guard.keepDraft')}
          </button>
          <button ref={keepRef} type="button" className="btn" onClick={onKeepEditing}>
            {t('editor.guard.keepEditing')}
          </button>
        </div>
      </div>
    </div>
  );
}
