import { useEffect, useRef, type RefObject } from 'react';

/** Spec §4/§9: load the next page when the end of the content is within 100 px of the viewport bottom. */
export const SCROLL_THRESHOLD_PX = 100;

/**
 * Calls `onLoadMore` when `target` comes within `SCROLL_THRESHOLD_PX` of the viewport bottom.
 * The observer is rebuilt whenever `enabled` flips back on (after each page arrives), so a short
 * page that leaves the end still in view keeps loading without waiting for another scroll.
 */
export function useInfiniteScroll(target: RefObject<Element | null>, enabled: boolean, onLoadMore: () => void) {
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, target]);
}
