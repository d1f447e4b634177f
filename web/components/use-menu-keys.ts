import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

/** Which item takes the focus when the menu opens: the first (click, Enter, ArrowDown) or the last (ArrowUp). */
type Start = 'first' | 'last';

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The keyboard of the WAI-ARIA menu button pattern for a menu rendered while open: the button opens
 * it on ArrowDown (focus on the first item) or ArrowUp (the last), a click or Enter focuses the
 * first; in the menu ArrowDown/ArrowUp move (wrapping), Home/End jump, Escape closes and gives focus
 * back to the button, Tab closes. Items should carry `tabIndex={-1}`.
 */
export function useMenuKeys(menu: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void) {
  const [start, setStart] = useState<Start>('first');
  useEffect(() => {
    if (!open) return;
    const all = items(menu.current);
    (start === 'last' ? all[all.length - 1] : all[0])?.focus();
  }, [open, start, menu]);

  const openAt = (at: Start) => {
    setStart(at);
    setOpen(true);
  };
  return {
    /** Toggles on click; the menu opens with focus on its first item. */
    toggle: () => (open ? setOpen(false) : openAt('first')),
    onButtonKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    },
    onMenuKeyDown: (event: KeyboardEvent) => {
      const all = items(menu.current);
      const index = all.indexOf(document.activeElement as HTMLElement);
      const target =
        event.key === 'ArrowDown'
          ? all[(index + 1) % all.length]
          : event.key === 'ArrowUp'
            ? all[(index - 1 + all.length) % all.length]
            : event.key === 'Home'
              ? all[0]
              : event.key === 'End'
                ? all[all.length - 1]
                : undefined;
      if (target) {
        event.preventDefault();
        target.focus();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      } else if (event.key === 'Tab') setOpen(false);
    },
  };
}
