import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createStore } from 'jotai';
import type { ServerRenderInput, ServerRenderOutput } from '#api/schemas/server-render.ts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createRenderI18n } from '#web/lib/i18n.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { siteOriginAtom } from '#web/lib/site-origin.ts';
import { withServerTransport } from '#web/lib/server-transport.ts';
import { createAppRouter } from '#web/router.tsx';
import { AppRoot } from './app-root.tsx';

/** At most this many rounds of "answer the queries the render started, render again". */
const ROUNDS = 3;

/**
 * Whether the component that made the query had it enabled (a search with no words is not): the
 * query keeps the options its hook gave (no observer subscribes during a server render, so
 * `query.isDisabled()` cannot tell).
 */
function enabledOnRender(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Resolves when no query is fetching any more, or at the deadline. */
function settled(client: QueryClient, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    if (client.isFetching() === 0) done();
  });
}

/**
 * Answers the queries the last render started: those its hooks made (a server render does not
 * fetch them) and those it suspended on (already fetching). Returns how many there were.
 */
async function answerStartedQueries(client: QueryClient, deadline: number): Promise<number> {
  const queries = client.getQueryCache().getAll();
  const waiting = queries.filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabledOnRender(query));
  const inFlight = queries.filter((query) => query.state.fetchStatus === 'fetching').length;
  for (const query of waiting) void query.fetch().catch(() => undefined);
  if (waiting.length + inFlight === 0) return 0;
  await settled(client, deadline);
  // A failed query renders as loading, like the page before its answer (the page asks again).
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'error') client.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  return waiting.length + inFlight;
}

/**
 * Renders the tree once and waits until everything it suspends on (lazy code, suspense queries)
 * has arrived, or the deadline. The output is not used: `renderToString` then makes the page's
 * HTML in document order, where React's own waiting renderer would append out-of-order segments
 * and the scripts that move them into place.
 */
async function warmUp(tree: ReactNode, deadline: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
  try {
    const { prelude } = await prerender(tree, {
      signal: controller.signal,
      // Past the deadline the rest is the page's to render: not an error worth a log line.
      onError: (error) => void (controller.signal.aborted || console.error('[server render]', error)),
    });
    await prelude.cancel();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The server's rendering of a page's first view (issue #11: a phone paints the page from the HTML,
 * not after ~500 KB of JavaScript; issue #14: crawlers read the story without JavaScript). Built by
 * `vite build --ssr` into `dist/.ssr/` and called by api/site/pages/page-render.ts.
 *
 * The page is rendered as an anonymous reader would first see it: the queries it starts are
 * answered by the server in process (`transport`), rendered again with their data, and handed to
 * the page (`state`), which renders the same tree over it with the same data (web/main.tsx).
 *
 * Each render is self-contained (issue #26): its own strings instance, query client, router, store
 * and transport (found by its query functions through the async context: web/lib/server-transport.ts),
 * no module-level state, so renders run at the same time and a slow one holds no other.
 *
 * Returns null when the page is not one to render on the server (a redirect).
 */
export function renderOnServer(input: ServerRenderInput): Promise<ServerRenderOutput | null> {
  return withServerTransport(input.transport, () => render(input));
}

async function render(input: ServerRenderInput): Promise<ServerRenderOutput | null> {
  const i18n = await createRenderI18n(input.language);
  const queryClient = createQueryClient({ retries: false });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [input.url] }));
  const store = createStore();
  store.set(siteOriginAtom, input.origin);
  try {
    await router.load();
    // A route that sends the reader elsewhere (sign-in needed, an old address) is left to the page.
    if (router.state.location.pathname !== new URL(input.url, 'http://page').pathname) return null;
    // The provider renders no element: the page's tree (web/main.tsx, on the global instance) hydrates the same HTML.
    const tree = (
      <I18nextProvider i18n={i18n}>
        <AppRoot store={store} queryClient={queryClient} router={router} />
      </I18nextProvider>
    );
    // Each round's answers can bring parts (and their lazy code) the last one did not reach: the
    // waiting render loads them before the next round, so the final render suspends on nothing
    // (what suspends in renderToString leaves an empty boundary the page must draw again).
    await warmUp(tree, input.deadline);
    for (let round = 0; round < ROUNDS && Date.now() < input.deadline; round += 1) {
      if ((await answerStartedQueries(queryClient, input.deadline)) === 0) break;
      await warmUp(tree, input.deadline);
    }
    const html = renderToString(tree);
    const notFound = router.state.matches.some((match) => match.status === 'notFound');
    const startUp = { offline: i18n.t('startUp.offline'), retrying: i18n.t('startUp.retrying') };
    return { html, state: dehydrate(queryClient), status: notFound ? 404 : 200, startUp };
  } finally {
    queryClient.clear();
  }
}
