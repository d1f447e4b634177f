import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { vi } from 'vitest';
import { boot, bootAfterFirstRender } from '#web/app/boot.ts';
import { i18next } from '#web/lib/i18n.ts';
import { routeTree } from '#web/route-tree.gen.ts';

/** A canned API: path (with query) → JSON body, or a function of the request. */
export type FakeRoutes = Record<string, unknown | ((req: Request) => unknown | Response | Promise<unknown | Response>)>;

/**
 * Stubs `fetch` with canned answers by path prefix (longest match wins); unknown paths answer 404.
 * Returns the list of requests made, for assertions.
 */
export function fakeApi(routes: FakeRoutes) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    requests.push(req.clone());
    const url = new URL(req.url);
    const key = Object.keys(routes)
      .filter((k) => `${url.pathname}${url.search}`.startsWith(k) || url.pathname === k)
      .sort((a, b) => b.length - a.length)[0];
    if (!key) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
    const handler = routes[key];
    const body = typeof handler === 'function' ? await (handler as (r: Request) => unknown)(req) : handler;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** Renders the real app (router, providers, i18n) at `path`, in `language`. */
export async function renderApp(path: string, { language = 'en' }: { language?: 'en' | 'fr' } = {}) {
  // The app's start-up, as in production: sync runner, network listeners, publish watcher, i18n.
  await boot();
  await bootAfterFirstRender();
  await i18next.changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  const store = createStore();
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  await router.load();
  return { ...result, router, queryClient, store };
}
