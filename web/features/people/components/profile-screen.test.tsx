import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#web/components/toast/toaster.tsx';
import { db } from '#web/db/database.ts';
import { appStore } from '#web/lib/app-store.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { enqueue } from '#web/sync/outbox.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, articleOf, list, sessionFor } from '#tests/utils/people-fixtures.ts';

/** `showToast` writes to the app-wide store; this toaster shows what the reader would see. */
function renderToasts() {
  const { container } = render(
    <JotaiProvider store={appStore}>
      <Toaster />
    </JotaiProvider>,
  );
  return container;
}

function profileApi(options: { deleteStatus?: number | 'offline'; firstPage?: (articles: ReturnType<typeof articleOf>[]) => unknown } = {}) {
  let articles = Array.from({ length: 10 }, (_, i) => articleOf(ada, i + 1));
  const more = [articleOf(ada, 11), articleOf(ada, 12)];
  return fakeApi({
    '/api/themes': list([]),
    '/api/users/ada-obi': ada,
    '/api/articles': (req: Request) => {
      const url = new URL(req.url);
      if (req.method === 'DELETE') {
        if (options.deleteStatus === 'offline') throw new TypeError('Failed to fetch');
        const status = options.deleteStatus ?? 204;
        if (status === 204) articles = articles.filter((a) => !url.pathname.endsWith(a.id));
        return new Response(status === 204 ? null : JSON.stringify({ error: { code: 'internal_error', message: 'Boom' } }), { status });
      }
      if (url.searchParams.get('offset') === '10') return list(more, 12);
      // As the server answers: a next page is announced by its cursor, the count comes with it.
      return options.firstPage ? options.firstPage(articles) : list(articles, articles.length + 2, 'next-page');
    },
  });
}

describe('author profile', () => {
  it('offers the author’s feeds: Subscribe shows the URLs to copy and podcast apps, and the head announces them', async () => {
    profileApi();
    const toasts = renderToasts();
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
    const { unmount } = await renderApp('/people/ada-obi');
    await screen.findByRole('heading', { level: 1, name: 'Ada Obi' });
    const podcastUrl = `${window.location.origin}/feeds/podcast/author/ada-obi.xml`;
    const articlesUrl = `${window.location.origin}/feeds/articles/author/ada-obi.xml`;
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => [l.getAttribute('href'), l.getAttribute('title')]);
    expect(alternates).toEqual([
      [podcastUrl, "Ada Obi's podcasts"],
      [articlesUrl, "Ada Obi's articles"],
    ]);

    fireEvent.click(screen.getByText('Subscribe'));
    expect((screen.getByRole('textbox', { name: 'Podcast feed (RSS)' }) as HTMLInputElement).value).toBe(podcastUrl);
    expect((screen.getByRole('textbox', { name: 'Article feed (RSS)' }) as HTMLInputElement).value).toBe(articlesUrl);
    const apps = screen.getAllByRole('link').filter((a) => ['Apple Podcasts', 'Overcast', 'Pocket Casts', 'AntennaPod'].includes(a.textContent ?? ''));
    expect(apps.map((a) => a.getAttribute('href'))).toEqual([
      podcastUrl.replace(/^https?:\/\//, 'podcast://'),
      `overcast://x-callback-url/add?url=${encodeURIComponent(podcastUrl)}`,
      podcastUrl.replace(/^https?:\/\//, 'pktc://subscribe/'),
      `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(podcastUrl)}&title=${encodeURIComponent("Ada Obi's podcasts")}`,
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);
    await waitFor(() => expect(writes).toEqual([podcastUrl]));
    expect(await within(toasts).findByText('Feed link copied.')).toBeTruthy();
    unmount();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);

    profileApi();
    await renderApp('/people/ada-obi', { language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Obi' });
    fireEvent.click(screen.getByText("S'abonner"));
    expect(screen.getByRole('textbox', { name: 'Flux des podcasts (RSS)' })).toBeTruthy();
    expect(screen.getByText('Ouvrir dans une application de podcasts')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Copier le lien' })).toHaveLength(2);
  });

  it('shows the head, the timeline tab and the author’s articles 10 at a time', async () => {
    const api = profileApi();
    await renderApp('/people/ada-obi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Obi' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Timeline', selected: true })).toBeTruthy();
    expect(screen.getByText(/Storyteller from Bamenda/)).toBeTruthy();
    expect(await screen.findByText('12 articles')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const first = api.requests.find((r) => new URL(r.url).searchParams.get('userId') === ada.id)!;
    expect(Object.fromEntries(new URL(first.url).searchParams)).toMatchObject({ userId: ada.id, limit: '10', offset: '0' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Story number 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Visitors get no author menu.
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('ends paging on nextCursor null, not on the count, and shows a capped count as "1000+"', async () => {
    profileApi({ firstPage: (articles) => list(articles, 1000, null, true) });
    await renderApp('/people/ada-obi');
    expect(await screen.findByText('1000+ articles')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    // A full page and a count far above it, but no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('lets the author delete an article after confirming, through the outbox, then shows the success toast', async () => {
    const api = profileApi();
    const toasts = renderToasts();
    const { store } = await renderApp('/people/ada-obi');
    store.set(sessionAtom, sessionFor(ada, 'ada@example.org'));
    appStore.set(sessionAtom, sessionFor(ada, 'ada@example.org'));

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for “Story number 3”' }));
    const menu = screen.getByRole('menu');
    // No editor wired by the route: delete only.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Edit', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Confirmation' });
    expect(within(dialog).getByText(/Delete “Story number 3”\?/)).toBeTruthy();
    // Focus starts on the safe choice; Escape cancels and gives focus back to the menu button.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for “Story number 3”' }));
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for “Story number 3”' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(toasts).findByText('The article was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Story number 3')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Every edit goes through the outbox (issue #12): the sync runner sends it, not the screen.
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect((await db.outbox.toArray()).map((e) => e.op)).toContainEqual({ type: 'article.delete', id: articleOf(ada, 3).id });
    appStore.set(sessionAtom, null);
    await db.outbox.clear();
  });

  it('queues the deletion in the outbox when there is no network', async () => {
    profileApi({ deleteStatus: 'offline' });
    const toasts = renderToasts();
    const { store } = await renderApp('/people/ada-obi');
    const session = sessionFor(ada, 'ada@example.org');
    store.set(sessionAtom, session);
    // The outbox records writes for the session the API client uses.
    appStore.set(sessionAtom, session);
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Actions for “Story number 4”' }));
      fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await within(toasts).findByText('The article was deleted.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('Story number 4')).toBeNull());
      const queued = await db.outbox.toArray();
      expect(queued.map((e) => e.op)).toContainEqual({ type: 'article.delete', id: articleOf(ada, 4).id });
    } finally {
      appStore.set(sessionAtom, null);
      await db.outbox.clear();
    }
  });

  it('hides from its author a story whose deletion waits to be sent, though the server still lists it', async () => {
    // The server keeps listing every story: a DELETE never reaches it. Neither the sync runner
    // sending this deletion (which would hide the story for another reason) nor a request still in
    // flight from an earlier test (the runner lives as long as the page) can change the list.
    profileApi({ deleteStatus: 'offline' });
    const session = sessionFor(ada, 'ada@example.org');
    appStore.set(sessionAtom, session);
    await enqueue({ userId: ada.id, op: { type: 'article.delete', id: articleOf(ada, 5).id }, label: { key: 'sync.op.deleteArticle', values: { title: 'Story number 5' } } });
    try {
      const { store } = await renderApp('/people/ada-obi');
      store.set(sessionAtom, session);
      expect(await screen.findByText('Story number 4')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('Story number 5')).toBeNull());
    } finally {
      appStore.set(sessionAtom, null);
      await db.outbox.clear();
    }
  });

  it('toasts "User not found" and shows a not-found state for an unknown slug', async () => {
    fakeApi({
      '/api/themes': list([]),
      '/api/users/nobody': new Response(JSON.stringify({ error: { code: 'user_not_found', message: 'User not found' } }), { status: 404 }),
    });
    const toasts = renderToasts();
    await renderApp('/people/nobody');
    expect(await within(toasts).findByText('User not found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'User not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the people directory' }).getAttribute('href')).toBe('/peoples');
  });
});
