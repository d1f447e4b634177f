import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the list and the edge of what can be seen. */
const MARGIN = 8;

/** The nearest ancestor that scrolls (the editor's body), or null for the page itself. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Opens a suggestion list where it can be seen (issue #25): below its field when it fits in what
 * the scrolling area (the editor's body, cut by the phone's keyboard) shows, above it when there is
 * more room there, and never taller than the room it has. It follows the area as it scrolls.
 * The list (found by its id) reads `data-placement` and its max-height from here; React manages
 * neither.
 */
export function useListPlacement(anchor: RefObject<HTMLElement | null>, listId: string, open: boolean, contentKey: unknown) {
  useLayoutEffect(() => {
    const field = anchor.current;
    if (!open || !field) return;
    const scroller = scrollerOf(field);
    const place = () => {
      const element = document.getElementById(listId);
      if (!element) return;
      const box = field.getBoundingClientRect();
      const area = scroller?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
      const viewport = window.visualViewport;
      const visibleTop = Math.max(area.top, viewport?.offsetTop ?? 0);
      const visibleBottom = Math.min(area.bottom, viewport ? viewport.offsetTop + viewport.height : window.innerHeight);
      const below = visibleBottom - box.bottom - MARGIN;
      const above = box.top - visibleTop - MARGIN;
      // Its natural height: measured with no cap of ours (the stylesheet's own cap stays).
      element.style.maxHeight = '';
      const wanted = element.getBoundingClientRect().height;
      const up = below < wanted && above > below;
      element.dataset.placement = up ? 'up' : 'down';
      const room = Math.max(up ? above : below, 0);
      if (room < wanted) element.style.maxHeight = `${Math.floor(room)}px`;
    };
    place();
    const target: EventTarget = scroller ?? window;
    target.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    window.visualViewport?.addEventListener('resize', place);
    return () => {
      target.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      window.visualViewport?.removeEventListener('resize', place);
    };
  }, [anchor, listId, open, contentKey]);
}
