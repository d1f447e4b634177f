import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import { useDialogFocus } from './use-dialog-focus.ts';
import './dialog.css';

export interface ConfirmDialogProps {
  /** Defaults to the spec's title, "confirmation". */
  title?: string;
  message: string;
  /** Defaults to "delete" / "cancel" (spec §2, delete confirmation). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (the default, as for a deletion). */
  destructive?: boolean;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation dialog (role="alertdialog"): focus starts on the safe choice, stays inside, and
 * Escape or a click on the backdrop cancels. Render it only while it is open.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, destructive = true, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useDialogFocus(ref, () => !busy && onCancel(), cancelRef);

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div ref={ref} className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} tabIndex={-1}>
        <h2 id={titleId} className="dialog__title">
          <span className={`dialog__title-icon${destructive ? ' dialog__title-icon--danger' : ''}`}>
            <Icon name={destructive ? 'trash' : 'alert'} size={18} />
          </span>
          {title ?? t('confirmation.title')}
        </h2>
        <p id={messageId} className="dialog__message">
          {message}
        </p>
        <div className="dialog__actions">
          <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('confirmation.cancel')}
          </button>
          <button type="button" className={`btn${destructive ? ' btn--danger' : ''}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel ?? t('confirmation.delete')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
