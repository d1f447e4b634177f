import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '#api/schemas/user.ts';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, list, sessionFor } from '#tests/utils/people-fixtures.ts';

const PRESENTATION = 'Weaver and storyteller from Bamenda, writing about cloth and the markets of the Grassfields.';

/** A small server for Ada's profile: it keeps what `PUT /api/users/me` sets, as the real one does. */
function profileServer() {
  let stored: User = { ...ada, presentation: null };
  return fakeApi({
    '/api/themes': list([]),
    '/api/articles': list([]),
    '/api/collections': list([]),
    '/api/users/ada-obi': () => stored,
    '/api/users/me': async (req: Request) => {
      if (req.method === 'PUT') stored = { ...stored, ...((await req.json()) as Partial<User>) };
      return { ...stored, email: 'ada@example.org' };
    },
  });
}

async function renderOwnProfile(language: 'en' | 'fr' = 'en') {
  const session = sessionFor({ ...ada, presentation: null }, 'ada@example.org');
  setSession(session);
  const app = await renderApp('/people/ada-obi', { language });
  app.store.set(sessionAtom, session);
  return app;
}

describe('one’s own profile', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => setSession(null));

  it('shows the new presentation once saved, and still after the change has reached the server', async () => {
    const api = profileServer();
    await renderOwnProfile();
    expect(await screen.findByText('This author has not written a presentation yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'About you' }));
    fireEvent.change(within(dialog).getByLabelText('Presentation'), { target: { value: PRESENTATION } });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '0612345678' } });
    const atSave = api.requests.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));

    expect(await screen.findByText(PRESENTATION)).toBeTruthy();
    // The sync runner sends the change; once the outbox is empty the page shows the server's copy.
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT' && new URL(r.url).pathname === '/api/users/me')).toBe(true));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    // No profile request raced the queued change (it would answer the old presentation), and one
    // follows it, so the page holds the server's copy (the picture too, once uploaded).
    const calls = () => api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    const put = calls().indexOf('PUT /api/users/me');
    expect(calls().slice(atSave, put)).not.toContain('GET /api/users/ada-obi');
    await waitFor(() => expect(calls().lastIndexOf('GET /api/users/ada-obi')).toBeGreaterThan(put));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(PRESENTATION)).toBeTruthy();
    expect(screen.queryByText('This author has not written a presentation yet.')).toBeNull();
  });

  it('offers no Subscribe button on one’s own profile, in both languages', async () => {
    profileServer();
    const { unmount } = await renderOwnProfile();
    await screen.findByRole('heading', { level: 1, name: 'Ada Obi' });
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.queryByText('Subscribe')).toBeNull();

    unmount();
    profileServer();
    await renderOwnProfile('fr');
    await screen.findByRole('button', { name: 'Modifier le profil' });
    expect(screen.queryByText("S'abonner")).toBeNull();
  });
});
