// The base styles first: every component's stylesheet comes after them, so a component's rule wins
// over a base rule of the same weight (`.icon-btn` against `.app-header__hamburger`).
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/start-in-two-tasks.ts';
import { AppRoot } from './app/app-root.tsx';
import { boot, bootAfterFirstRender } from './app/boot.ts';
import { takeServerState } from './app/first-view-state.ts';
import { appStore } from './lib/app-store.ts';
import { queryClient } from './lib/query-client.ts';
import { currentSession } from './lib/session.ts';
import { yieldToMain } from './lib/main-thread.ts';
import { createAppRouter } from './router.tsx';

// The start is split in tasks (boot, the router, the route's data, React's render), each short
// enough for a phone to paint or answer a tap in between: in one task it took ~300 ms (issue #11).
await boot();
await yieldToMain();

const container = document.getElementById('root')!;
const serverState = takeServerState(currentSession() !== null);
const adoptServerPage = serverState !== null && container.hasChildNodes();
if (serverState) hydrate(queryClient, serverState);
const router = createAppRouter(queryClient);
await yieldToMain();
// Tells the router its first render adopts a server-rendered page, so it renders the same tree as
// the server did (web/app/server-render.tsx): without it, the page adds a Suspense boundary the
// server's HTML lacks, React throws the HTML away and draws it again, and a click or a playing
// video in between is lost.
if (adoptServerPage) router.ssr = { manifest: undefined };
// The server renders only reading pages, which never redirect: their route is resolved and its
// code loaded first, so the first render is the server's page, not a pending one.
if (adoptServerPage) await router.load();
await yieldToMain();

/**
 * Marks the page interactive (`#root[data-interactive]`, and the `app-interactive` mark on the
 * performance timeline: what ran before it is the first view's work, tests/e2e/first-view-work.spec.ts)
 * once React has taken it over, then starts the offline core and the service worker (after the
 * first render: they wait for an idle moment).
 */
function MarkInteractive() {
  useEffect(() => {
    container.setAttribute('data-interactive', '');
    performance.mark('app-interactive');
    // A tapped push notification opens its page in this window through the router: no reload.
    void bootAfterFirstRender((href) => void router.navigate({ href }));
  }, []);
  return null;
}

const app = (
  <>
    <AppRoot store={appStore} queryClient={queryClient} router={router} />
    <MarkInteractive />
  </>
);
// In a transition, React works in slices between which the phone stays responsive (issue #11).
startTransition(() => {
  if (adoptServerPage) {
    // An anonymous reader's page is the server's, with the same data: React adopts its HTML. Where
    // they would differ, React draws that part again; reported, as it costs the reader a redraw
    // (tests/e2e/first-view.spec.ts fails on it).
    hydrateRoot(container, app, { onRecoverableError: (error, info) => console.warn('[hydration] the server page was drawn again:', error, info.componentStack) });
  } else {
    // A signed-in reader's page differs from the anonymous one the server made: drawn over it.
    createRoot(container).render(app);
  }
});
