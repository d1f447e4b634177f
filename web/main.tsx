import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { boot, bootAfterFirstRender } from './app/boot.ts';
import { takeServerState } from './app/first-view-state.ts';
import { appStore } from './lib/app-store.ts';
import { queryClient } from './lib/query-client.ts';
import { currentSession } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import './styles/global.css';

await boot();

const serverState = takeServerState(currentSession() !== null);
if (serverState) hydrate(queryClient, serverState);
const router = createAppRouter(queryClient);
// The route's code is loaded before the first render, so its first commit is the whole page,
// drawn over the server's HTML of it (never a blank or half-loaded frame in between).
await router.load();

// Rendered over the server's HTML (not hydrated: a signed-in reader's page differs from the one the
// server made), as a transition, so React works in slices between which the phone stays responsive.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<AppRoot store={appStore} queryClient={queryClient} router={router} />));

void bootAfterFirstRender();
