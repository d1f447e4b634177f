import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import './scroll-to-top.css';

/** Spec §9: the button shows after 600 px of scroll; each route change scrolls to top after 300 ms. */
export const SCROLL_BUTTON_THRESHOLD_PX = 600;
export const ROUTE_SCROLL_DELAY_MS = 300;

/**
 * The router scrolls to the top after each render of a new location, the first one included. On the
 * first render the page may be the server's, which a reader on a slow phone has already scrolled, or
 * a reloaded page the browser has put back where it was: that place is kept. Later route changes
 * still reset (the router's `resetScroll`, on by default, sets the flag again on each navigation).
 */
export function keepFirstRenderScroll(router: AnyRouter): void {
  router._scroll.n = false;
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_BUTTON_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Only a change of route scrolls: on the first render the page may be the server's, already
  // scrolled by a reader before it became interactive, and must stay where they are.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), ROUTE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visible) return null;
  return (
    <button type="button" className="scroll-to-top" aria-label={t('common.scrollToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="chevronUp" />
    </button>
  );
}
