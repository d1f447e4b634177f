import { useSyncExternalStore } from 'react';

/**
 * The viewport width the server renders pages for: a phone's, as most readers' (web/app/server-
 * render.tsx). A wider screen gets its layout from the page's first render, a moment later.
 */
export const SERVER_VIEWPORT_WIDTH = 390;

/** Whether a `min-width` / `max-width` query (in px, `and`-joined) matches the server's viewport. */
export function matchesServerViewport(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  return conditions.length > 0 && conditions.every(([, side, px]) => (side === 'min' ? SERVER_VIEWPORT_WIDTH >= Number(px) : SERVER_VIEWPORT_WIDTH <= Number(px)));
}

/** Whether a media query matches, updated live (for breakpoints that change behaviour, not style). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesServerViewport(query),
  );
}
