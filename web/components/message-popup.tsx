import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import { useDialogFocus } from './use-dialog-focus.ts';
import './dialog.css';

export interface MessagePopupProps {
  /** Defaults to the spec's popup title, "Message". */
  title?: string;
  message: string;
  /** Label of the closing button; defaults to "Close". */
  closeLabel?: string;
  onClose: () => void;
}

/** The popup titled "Message" (spec §2): one message and a close button; Escape closes it. */
export function MessagePopup({ title, message, closeLabel, onClose }: MessagePopupProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useDialogFocus(ref, onClose);

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} tabIndex={-1}>
        <h2 id={titleId} className="dialog__title">
          <span className="dialog__title-icon">
            <Icon name="messageCircle" size={18} />
          </span>
          {title ?? t('messagePopup.title')}
        </h2>
        <p id={messageId} className="dialog__message">
          {message}
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {closeLabel ?? t('common.close')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
