import { useEffect, useRef, type RefObject } from 'react';

export interface DismissOptions {
  /** On Escape, focus goes back here (the control that opened the popup). */
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * The press outside that closes: `pointerdown` (mouse, pen and touch, before focus moves) by
   * default; `click` or `mousedown` where a popup was built around those.
   */
  on?: 'pointerdown' | 'mousedown' | 'click';
  /** Escape anywhere closes it too (default); false where the popup handles its own keys. */
  escape?: boolean;
}

/**
 * Closes a popup (dropdown, popover, menu, panel) on a press outside `ref` while `open`, and on
 * Escape. The one click-outside behaviour of the app's popups.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void, { returnFocus, on = 'pointerdown', escape = true }: DismissOptions = {}) {
  // The latest `close`, so callers may pass an inline function without re-subscribing each render.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onPress = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) closeRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      returnFocus?.current?.focus();
    };
    // Capture phase: the press is judged before the page handles it. A click that swaps its own
    // button for something else (a "+ New collection" that becomes a form) has left the DOM by the
    // time the event bubbles to the document, and would be taken for a press outside (issue #25).
    document.addEventListener(on, onPress, true);
    if (escape) document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener(on, onPress, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, on, escape, returnFocus]);
}
