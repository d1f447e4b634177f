import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { useDismiss } from '#web/components/use-dismiss.ts';

/**
 * A header button with a badge that opens a panel (friend requests, messages, notifications,
 * profile menu). Closes on outside click, on Escape (focus back on the button) and when
 * `children` calls `close`.
 */
export function HeaderDropdown({
  label,
  icon,
  trigger,
  badge = 0,
  title,
  className = '',
  children,
}: {
  label: string;
  icon?: IconName;
  trigger?: ReactNode;
  badge?: number;
  title: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, { returnFocus: buttonRef });

  return (
    <div className={`tpl-dropdown ${className}`} ref={ref}>
      <button ref={buttonRef} type="button" className="tpl-icon-btn" aria-label={label} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        {trigger ?? (icon && <Icon name={icon} size={20} />)}
        {badge > 0 && (
          <span className="tpl-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div className="tpl-dropdown__panel" id={panelId} role="region" aria-label={title}>
          <p className="tpl-dropdown__title">{title}</p>
          {children(close)}
        </div>
      )}
    </div>
  );
}
