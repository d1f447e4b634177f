import { useRouterState } from '@tanstack/react-router';

function randomId(): string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** New on each document load: a reload is a new page view even though history state survives it. */
const LOAD_ID = randomId();

/**
 * An id for the current page view: the document load plus the router's per-navigation history key,
 * so moving to another filter or coming back to the home is a new view, while scrolling is not.
 */
export function usePageViewId(): string {
  const key = useRouterState({ select: (state) => state.location.state.__TSR_key ?? state.location.href });
  return `${LOAD_ID}.${key}`;
}
