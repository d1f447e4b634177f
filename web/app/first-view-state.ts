import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_VIEW_ELEMENT_ID } from '#api/schemas/server-render.ts';

/**
 * The query data the server rendered this page with (web/app/server-render.tsx), once: the page
 * renders over the server's HTML with the same data, so nothing moves and nothing is asked twice.
 * Null for the service worker's precached shell (it never holds the block) and for a signed-in
 * reader, whose page differs from the anonymous one the server made (their queries go to the
 * network). Data older than the queries' `staleTime` (a page from a cache) is refetched as usual.
 */
export function takeServerState(signedIn: boolean): DehydratedState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  if (signedIn) return null;
  try {
    const block = JSON.parse(element.textContent) as { state?: DehydratedState };
    return block.state ?? null;
  } catch {
    // A damaged block costs only the shortcut: the queries go to the network.
    return null;
  }
}
