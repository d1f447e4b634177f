import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { appStore } from './lib/session.ts';
import { router } from './router.tsx';
import './styles/global.css';

await i18nReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);

// After the first render, in its own chunk (workbox-window): not part of the first view's scripts (issue #11).
void import('./lib/register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker());
