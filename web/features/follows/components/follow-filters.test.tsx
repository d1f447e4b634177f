import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, articleOf, list, sessionFor } from '#tests/utils/people-fixtures.ts';

const cooking = { id: 3, title: 'Cuisine', title_en: 'Cooking', code: 'cooking' };

function homeApi() {
  fakeApi({
    '/api/themes': list([cooking]),
    '/api/tribes': list([{ id: 12, name: 'Bamileke' }]),
    '/api/articles': list([articleOf(ada, 1)]),
    '/api/users': list([]),
    '/api/follows': (req: Request) => {
      if (req.method !== 'GET') throw new TypeError('Failed to fetch');
      return list([]);
    },
  });
}

describe('Follow a tribe or a theme from the filtered home (issue #29)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => setSession(null));

  it('offers Follow on the tribe and theme chips to a signed-in reader, and queues the follow', async () => {
    homeApi();
    const session = sessionFor({ ...ada, id: 'b'.repeat(32) }, 'me@example.org');
    setSession(session);
    const view = await renderApp('/?tr=bamileke-12&th=cooking-3');
    view.store.set(sessionAtom, session);
    const tribe = await screen.findByRole('button', { name: 'Follow Bamileke' });
    await screen.findByRole('button', { name: 'Follow Cooking' });
    fireEvent.click(tribe);
    await waitFor(() => expect(tribe.getAttribute('aria-pressed')).toBe('true'));
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual([{ type: 'follow.put', kind: 'tribes', id: '12' }]);
  });

  it('asks an anonymous reader to sign in, in both languages (the follows code stays out of the first view)', async () => {
    homeApi();
    await renderApp('/?tr=bamileke-12');
    const link = await screen.findByRole('link', { name: 'Sign in to follow Bamileke' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Follow Bamileke' })).toBeNull();
    cleanup();
    await renderApp('/?tr=bamileke-12', { language: 'fr' });
    expect((await screen.findByRole('link', { name: 'Connectez-vous pour suivre Bamileke' })).textContent).toBe('Suivre');
  });

  it('offers Follow beside each theme of the menu to a signed-in reader', async () => {
    homeApi();
    const session = sessionFor({ ...ada, id: 'b'.repeat(32) }, 'me@example.org');
    setSession(session);
    const view = await renderApp('/');
    view.store.set(sessionAtom, session);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const follow = await screen.findByRole('button', { name: 'Follow Cooking' });
    expect(follow.closest('li')?.querySelector('a')?.textContent).toBe('Cooking');
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual([{ type: 'follow.put', kind: 'themes', id: '3' }]);
  });
});
