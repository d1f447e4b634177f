import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import './scroll-to-top.css';

/** Spec §9: the button shows after 600 px of scroll; each route change scrolls to top after 300 ms. */
export const SCROLL_BUTTON_THRESHOLD_PX = 600;
export const ROUTE_SCROLL_DELAY_MS = 300;

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

  useEffect(() => {
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
