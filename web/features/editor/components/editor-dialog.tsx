import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface EditorDialogProps {
  title: string;
  /** Called on Escape, the close button and a click on the backdrop. */
  onRequestClose: () => void;
  /** Where Tab stays while set (an inner confirmation); the whole dialog otherwise. */
  trapSelector?: string;
  headerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The editor's modal: centred on wide screens, full screen on phones (CSS). Focus moves in on open
 * and back to where it was on close; Tab stays inside; Escape asks to close — unless a control
 * inside used it first (an open list calls preventDefault) or another dialog sits on top.
 */
export function EditorDialog({ title, onRequestClose, trapSelector, headerExtra, children }: EditorDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = ref.current;
    if (!dialog || event.defaultPrevented || !dialog.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onRequestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const scope = (trapSelector && dialog.querySelector<HTMLElement>(trapSelector)) || dialog;
    const items = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || !scope.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !scope.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="editor-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onRequestClose()}>
      <div ref={ref} className="editor-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="editor-dialog__head">
          <h2 id={titleId} className="editor-dialog__title">
            {title}
          </h2>
          {headerExtra}
          <button type="button" className="icon-btn" aria-label={t('editor.close')} onClick={onRequestClose}>
            <Icon name="x" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
