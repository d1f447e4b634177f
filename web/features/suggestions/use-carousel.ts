import { useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { AUTOPLAY_MS, BREAKPOINTS, nextIndex } from './carousel-rules.ts';

/** Items visible for the current viewport (media queries, so it follows resizes). */
function useVisibleItems(): number {
  const large = useMediaQuery(`(min-width: ${BREAKPOINTS[0]!.minWidth}px)`);
  const medium = useMediaQuery(`(min-width: ${BREAKPOINTS[1]!.minWidth}px)`);
  return large ? BREAKPOINTS[0]!.items : medium ? BREAKPOINTS[1]!.items : BREAKPOINTS[2]!.items;
}

/**
 * Carousel state: the first visible index, autoplay every 5 s, paused while the pointer or focus is
 * in the carousel and never running for readers who ask for reduced motion.
 */
export function useCarousel(count: number) {
  const visible = useVisibleItems();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !reducedMotion && !hovered && !focused && count > visible;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => nextIndex(i, count, visible)), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count, visible]);

  // A wider viewport shows more items: keep the last view full.
  const current = Math.min(index, Math.max(0, count - visible));

  return {
    index: current,
    visible,
    playing,
    previous: () => setIndex(nextIndex(current, count, visible, -1)),
    next: () => setIndex(nextIndex(current, count, visible, 1)),
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
