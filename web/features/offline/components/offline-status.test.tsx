import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '#web/db/local-rows.ts';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession, type Session } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { LASTING_EXPIRES_AT, lastingToken } from '#tests/utils/fake-token.ts';

const USER = 'a'.repeat(32);
const session: Session = {
  tokenInfo: { token: lastingToken(), refreshToken: 'r', expiresAt: LASTING_EXPIRES_AT, username: 'ada@example.org' },
  user: { id: USER, slug: 'ada', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null },
};
const entry = (over: Partial<OutboxEntry>): Omit<OutboxEntry, 'seq'> => ({
  userId: USER,
  op: { type: 'collection.put', id: 'c'.repeat(32), body: { name: 'Trips' } },
  label: { key: 'sync.op.createCollection', values: { name: 'Trips' } },
  status: 'pending',
  attempts: 0,
  createdAt: 0,
  ...over,
});

async function renderHome(language: 'en' | 'fr' = 'en') {
  // The API is unreachable for writes: pending changes stay pending.
  fakeApi({
    '/api/themes': { items: [], total: 0, nextCursor: null },
    '/api/articles': { items: [], total: 0, nextCursor: null },
    '/api/tribes': { items: [], total: 0, nextCursor: null },
    '/api/collections': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  setSession(session);
  const view = await renderApp('/', { language });
  view.store.set(sessionAtom, session);
  return view;
}

describe('offline status in the header', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => {
    setSession(null);
    act(() => void window.dispatchEvent(new Event('online')));
  });

  it('counts waiting changes and lists what the server refused, with retry and discard', async () => {
    await db.outbox.bulkAdd([
      entry({}) as OutboxEntry,
      entry({
        status: 'rejected',
        op: { type: 'profile.put', body: { presentation: 'Too short', phoneNumber: '0600000000' } },
        label: { key: 'sync.op.profile' },
        error: { status: 422, code: 'invalid', message: 'Presentation is too short.' },
      }) as OutboxEntry,
    ]);
    await renderHome();
    const button = await screen.findByRole('button', { name: 'Sync status: some changes need your attention' });
    expect(within(button).getByText('2')).toBeTruthy();
    fireEvent.click(button);
    const panel = screen.getByRole('region', { name: 'Your changes' });
    expect(within(panel).getByText('Create the collection “Trips”')).toBeTruthy();
    expect(within(panel).getByText('Update your profile')).toBeTruthy();
    expect(within(panel).getByText('Presentation is too short.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(panel).queryByText('Presentation is too short.')).toBeNull());
    expect(await db.outbox.count()).toBe(1);
    await screen.findByRole('button', { name: 'Sync status: 1 change waiting' });

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Your changes' })).toBeNull();
  });

  it('retries a refused change as a new pending one', async () => {
    await db.outbox.add(entry({ status: 'rejected', error: { status: 409, code: 'x', message: 'Try later.' } }) as OutboxEntry);
    await renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync status: some changes need your attention' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['pending']));
  });

  it('says when the reader is offline and that changes wait on the device, in French', async () => {
    await db.outbox.add(entry({}) as OutboxEntry);
    await renderHome('fr');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Vous êtes hors ligne — affichage de ce qui est enregistré sur cet appareil')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Synchronisation : 1 modification en attente' }));
    expect(await screen.findByText('Vos modifications sont gardées sur cet appareil et seront envoyées au retour de la connexion.')).toBeTruthy();
  });

  it('shows an anonymous reader no sync button online, and the offline one when the network goes', async () => {
    fakeApi({ '/api/themes': { items: [], total: 0, nextCursor: null }, '/api/articles': { items: [], total: 0, nextCursor: null }, '/api/tribes': { items: [], total: 0, nextCursor: null } });
    await renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: /^Sync status/ })).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('button', { name: 'Sync status: offline, your changes stay on this device' })).toBeTruthy();
    expect(await screen.findByText('You are offline — showing what is saved on this device')).toBeTruthy();
  });

  it('puts the offline strip first in the page column, so it takes its own room above the page', async () => {
    fakeApi({ '/api/themes': { items: [], total: 0, nextCursor: null }, '/api/articles': { items: [], total: 0, nextCursor: null }, '/api/tribes': { items: [], total: 0, nextCursor: null } });
    await renderApp('/');
    act(() => void window.dispatchEvent(new Event('offline')));
    const strip = (await screen.findByText('You are offline — showing what is saved on this device')).closest('.offline-banner');
    expect(strip?.parentElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main').firstElementChild).toBe(strip);
    expect(within(screen.getByRole('banner')).queryByText('You are offline — showing what is saved on this device')).toBeNull();
  });
});
