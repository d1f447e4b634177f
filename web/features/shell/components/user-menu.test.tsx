import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { mySession } from '#tests/utils/profile-edit-testing.tsx';
import { userKeys } from '#web/queries/query-keys.ts';

async function renderSignedIn(language: 'en' | 'fr' = 'en', role?: 'moderator' | 'admin') {
  fakeApi({ '/api/themes': { items: [], total: 0, nextCursor: null } });
  const mine = mySession();
  const session = role ? { ...mine, user: { ...mine.user, role } } : mine;
  setSession(session);
  const app = await renderApp('/about', { language });
  app.store.set(sessionAtom, session);
  return app;
}

const names = (items: HTMLElement[]) => items.map((i) => i.textContent?.trim());

describe('profile menu', () => {
  afterEach(() => setSession(null));

  it('offers the moderation page to moderators and admins only (issue #28)', async () => {
    await renderSignedIn('fr', 'moderator');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu du profil' }));
    const link = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Modération' });
    expect(link.getAttribute('href')).toBe('/moderation');
  });

  it('is a menu button: arrows, Home and End move among the items, Escape closes and gives focus back', async () => {
    await renderSignedIn();
    const button = await screen.findByRole('button', { name: 'Profile menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Profile menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(names(items)).toEqual(['My profile', 'Collections', 'Following', 'Downloads', 'Notification settings', 'My drafts', 'Devices', 'Sign out']);
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    // Only the focused item is reached by Tab: the arrows do the moving.
    expect(items.every((i) => i.tabIndex === -1)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on ArrowUp at the last item, on a click at the first, in French too', async () => {
    await renderSignedIn('fr');
    const button = await screen.findByRole('button', { name: 'Menu du profil' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent?.trim()).toBe('Se déconnecter'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(button);
    const items = within(screen.getByRole('menu', { name: 'Menu du profil' })).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
  });

  it('signing out forgets the directory and profiles, which show emails to signed-in readers only', async () => {
    fakeApi({ '/api/themes': { items: [], total: 0, nextCursor: null }, '/api/auth/logout': {} });
    const app = await renderSignedIn();
    const listKey = userKeys.list({ keywords: '' });
    const profileKey = userKeys.detail('awa-diallo');
    app.queryClient.setQueryData(listKey, { items: [{ id: 'u2', email: 'awa@example.com' }] });
    app.queryClient.setQueryData(profileKey, { id: 'u2', email: 'awa@example.com' });

    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(app.queryClient.getQueryData(listKey)).toBeUndefined());
    expect(app.queryClient.getQueryData(profileKey)).toBeUndefined();
  });
});
