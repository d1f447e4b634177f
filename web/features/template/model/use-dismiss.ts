import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (dropdown, popover, menu) on a click or tap outside `ref`, and on Escape, which
 * also gives focus back to the control that opened it (`returnFocus`).
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void, returnFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    // pointerdown covers mouse, pen and touch, and fires before focus moves elsewhere.
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close, returnFocus]);
}
