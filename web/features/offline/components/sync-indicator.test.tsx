import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { mySession } from '#tests/utils/profile-edit-testing.tsx';

async function renderSignedIn(language: 'en' | 'fr' = 'en') {
  fakeApi({
    '/api/themes': { items: [], total: 0, nextCursor: null },
    '/api/articles': { items: [], total: 0, nextCursor: null },
    '/api/tribes': { items: [], total: 0, nextCursor: null },
    '/api/collections': { items: [], total: 0, nextCursor: null },
    '/api/users/me': mySession().user,
  });
  const session = mySession();
  setSession(session);
  const app = await renderApp('/', { language });
  app.store.set(sessionAtom, session);
  return app;
}

const tip = (container: HTMLElement) => container.querySelector('.sync-indicator__tip');

describe('sync indicator', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => {
    setSession(null);
    act(() => void window.dispatchEvent(new Event('online')));
  });

  it('says in words that everything is saved, as its name and in its tooltip, which Escape dismisses', async () => {
    const { container } = await renderSignedIn();
    const button = await screen.findByRole('button', { name: 'Sync status: everything is saved' });
    expect(tip(container)?.textContent).toBe('Sync status: everything is saved');
    // For the eyes only: the name already says it, a screen reader would hear it twice.
    expect(tip(container)?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip(container)).toBeNull();
    fireEvent.blur(button);
    expect(tip(container)).not.toBeNull();
    // The panel open, the tooltip steps aside.
    fireEvent.click(button);
    expect(tip(container)).toBeNull();
  });

  it('names the offline state, in French too', async () => {
    const { container } = await renderSignedIn('fr');
    await screen.findByRole('button', { name: 'Synchronisation : tout est enregistré' });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('button', { name: 'Synchronisation : hors ligne, vos modifications restent sur cet appareil' })).toBeTruthy();
    expect(tip(container)?.textContent).toBe('Synchronisation : hors ligne, vos modifications restent sur cet appareil');
  });
});
