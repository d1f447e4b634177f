import { useLayoutEffect, type RefObject } from 'react';

/** The shell's bottom tab bar on phones (web/features/shell/components/left-sidebar.tsx). */
const BOTTOM_NAV = 'nav.left-sidebar';
const PHONE = '(max-width: 768px)';

/**
 * Keeps the mini-player (`bar`) above the phone's bottom navigation, whose height follows its
 * labels' size and the safe area: its height, measured, is the bar's `--dock-bottom`. Wider
 * screens have no bottom navigation (the sidebar is at the left): the bar sits at the foot.
 */
export function useDockOffset(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!active || !element) return;
    const phone = window.matchMedia(PHONE);
    let nav: Element | null = null;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => place());
    const place = () => {
      const found = phone.matches ? document.querySelector(BOTTOM_NAV) : null;
      if (found !== nav) {
        if (nav) observer?.unobserve(nav);
        if (found) observer?.observe(found);
        nav = found;
      }
      element.style.setProperty('--dock-bottom', `${nav ? nav.getBoundingClientRect().height : 0}px`);
    };
    place();
    phone.addEventListener('change', place);
    // A page without the main layout (sign-in) has no navigation; the next page may have it.
    const pages = new MutationObserver(place);
    pages.observe(document.getElementById('root') ?? document.body, { childList: true });
    return () => {
      phone.removeEventListener('change', place);
      observer?.disconnect();
      pages.disconnect();
    };
  }, [bar, active]);
}
