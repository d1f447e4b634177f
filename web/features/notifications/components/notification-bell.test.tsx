import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#api/schemas/notifications.ts';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, list, sessionFor } from '#tests/utils/people-fixtures.ts';
import { notificationStore } from '../api/device-store.ts';

const actor = (firstName: string) => ({ id: firstName.padEnd(32, '0'), slug: firstName.toLowerCase(), firstName, lastName: 'Ndiaye', picture: null });
const like: Notification = {
  id: 4,
  kind: 'like',
  at: '2026-11-28T10:00:00.000Z',
  read: false,
  actors: [actor('Awa')],
  actorCount: 5,
  article: { id: 'a'.repeat(32), title: 'Le fleuve' },
  comment: { id: 'c'.repeat(32), excerpt: 'Bravo' },
  decision: null,
};
const story: Notification = { ...like, id: 7, kind: 'article', at: '2026-11-28T11:00:00.000Z', actorCount: 1, comment: null, article: { id: 'b'.repeat(32), title: 'La pirogue' } };

function bellApi(server: { items: Notification[] }) {
  return fakeApi({
    '/api/themes': list([]),
    '/api/notifications/unread-count': () => ({ unread: server.items.filter((n) => !n.read).length }),
    '/api/notifications': () => ({ items: server.items, nextCursor: null, unread: server.items.filter((n) => !n.read).length }),
  });
}

/** A viewport of `width` px for `useMediaQuery` (min-width queries only, as the bell asks). */
const viewport = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

async function openPage(language: 'en' | 'fr') {
  const session = sessionFor(ada, 'ada@example.org');
  setSession(session);
  const view = await renderApp('/notifications', { language });
  view.store.set(sessionAtom, session);
  return view;
}

describe('the bell and the notifications page (issue #29)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    await notificationStore().items.clear();
    viewport(390);
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });

  it('opens a panel from the bell on a wide screen; Esc closes it and gives focus back to the bell', async () => {
    viewport(1280);
    bellApi({ items: [like] });
    const session = sessionFor(ada, 'ada@example.org');
    setSession(session);
    const view = await renderApp('/collections', { language: 'en' });
    view.store.set(sessionAtom, session);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Awa Ndiaye and 4 others liked your comment')).toBeTruthy();
    expect(document.activeElement).toBe(panel);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('shows the unread count on the bell and lists grouped items, in English', async () => {
    bellApi({ items: [like] });
    await openPage('en');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(await screen.findByText('Awa Ndiaye and 4 others liked your comment')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Notification settings/ }).getAttribute('href')).toBe('/settings/notifications');
  });

  it('says it in French, and marks all read at once', async () => {
    bellApi({ items: [like] });
    await openPage('fr');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 non lue' })).toBeTruthy();
    expect(await screen.findByText('Awa Ndiaye et 4 autres personnes ont aimé votre commentaire')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual([{ type: 'notification.readMarker', upTo: 4 }]);
  });

  it('announces a notification that arrives while the app is open, not the ones found on opening', async () => {
    const server = { items: [like] };
    bellApi(server);
    const view = await openPage('en');
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const region = () =>
      within(document.body)
        .getAllByRole('status')
        .find((el) => el.getAttribute('aria-live') === 'polite')!;
    expect(region().textContent).toBe('');
    server.items = [story, like];
    await act(() => view.queryClient.invalidateQueries({ queryKey: ['notifications'] }));
    await waitFor(() => expect(region().textContent).toBe('New notification: Awa Ndiaye published “La pirogue”'));
  });
});
