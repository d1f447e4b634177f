import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { boot, bootAfterFirstRender } from './app/boot.ts';
import { appStore } from './lib/app-store.ts';
import { queryClient } from './lib/query-client.ts';
import { router } from './router.tsx';
import './styles/global.css';

await boot();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);

void bootAfterFirstRender();
