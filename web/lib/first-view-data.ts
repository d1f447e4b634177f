/**
 * API answers the server inlined into this page (api/http/web-app.ts), so the first view renders
 * without waiting for its API calls (issue #11). Each answer is used once, by the first identical
 * anonymous GET, and only while it is fresh: a page from the network, read in its first minute.
 * A page from the HTTP cache or the back/forward cache, or the service worker's precached shell
 * (which never holds this block), leaves every call to the network.
 */

/** Must match `FIRST_VIEW_ELEMENT_ID` in api/http/web-app.ts. */
const ELEMENT_ID = 'first-view';
/** After this long, the page asks the API itself. */
export const FIRST_VIEW_MAX_AGE_MS = 60_000;

let answers: Map<string, unknown> | null = null;

/** Path and query with the parameters sorted: the server and the client may order them differently. */
export function requestKey(url: URL): string {
  const params = [...url.searchParams.entries()].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return `${url.pathname}?${new URLSearchParams(params)}`;
}

/** Whether this document came over the network just now (not from a cache, not a history step). */
function freshDocument(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return false;
  if (navigation.type === 'back_forward') return false;
  // transferSize is 0 for a document from the HTTP cache (and for one a service worker made).
  return navigation.transferSize > 0;
}

function load(): Map<string, unknown> {
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return answers;
  element.remove();
  if (!freshDocument()) return answers;
  try {
    const block = JSON.parse(element.textContent) as { answers?: Record<string, unknown> };
    for (const [path, body] of Object.entries(block.answers ?? {})) answers.set(requestKey(new URL(path, location.origin)), body);
  } catch {
    // A damaged block costs only the shortcut: the calls go to the network.
  }
  return answers;
}

/**
 * The inlined answer to an anonymous GET of `input`, as a Response, once; null for anything else.
 * Callers send signed-in requests to the network: the server inlined what an anonymous reader sees.
 */
export function takeFirstViewAnswer(input: RequestInfo | URL, init: RequestInit | undefined): Response | null {
  if (performance.now() > FIRST_VIEW_MAX_AGE_MS) return null;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'GET') return null;
  const map = answers ?? load();
  if (map.size === 0) return null;
  const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
  if (url.origin !== location.origin) return null;
  const key = requestKey(url);
  if (!map.has(key)) return null;
  const body = map.get(key);
  map.delete(key);
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
