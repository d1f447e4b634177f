import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { boot, bootAfterFirstRender } from './app/boot.ts';
import { takeServerState } from './app/first-view-state.ts';
import { appStore } from './lib/app-store.ts';
import { queryClient } from './lib/query-client.ts';
import { currentSession } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import './styles/global.css';

await boot();

const container = document.getElementById('root')!;
const serverState = takeServerState(currentSession() !== null);
const adoptServerPage = serverState !== null && container.hasChildNodes();
if (serverState) hydrate(queryClient, serverState);
const router = createAppRouter(queryClient);
// The server renders only reading pages, which never redirect: their route is resolved and its
// code loaded first, so the first render is the server's page, not a pending one.
if (adoptServerPage) await router.load();

const app = <AppRoot store={appStore} queryClient={queryClient} router={router} />;
// In a transition, React works in slices between which the phone stays responsive (issue #11).
startTransition(() => {
  if (adoptServerPage) {
    // An anonymous reader's page is the server's, with the same data: React adopts its HTML. Where
    // they differ (another language remembered only here, a wider screen), React renders that
    // part again: a recoverable difference, not an error.
    hydrateRoot(container, app, { onRecoverableError: () => undefined });
  } else {
    // A signed-in reader's page differs from the anonymous one the server made: drawn over it.
    createRoot(container).render(app);
  }
});

void bootAfterFirstRender();
