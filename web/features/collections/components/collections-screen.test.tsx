import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { Collection } from '#api/schemas/collection.ts';
import type { User } from '#api/schemas/user.ts';
import { db } from '#web/db/database.ts';
import { requestOf } from '#web/sync/request-of.ts';
import { sessionAtom, setSession, type Session } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { LASTING_EXPIRES_AT, lastingToken } from '#tests/utils/fake-token.ts';

const ada: User = { id: 'a'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: 'Storyteller from Bamenda.', picture: null, email: 'ada@example.org' };
const session: Session = { tokenInfo: { token: lastingToken(), refreshToken: 'r', expiresAt: LASTING_EXPIRES_AT, username: 'ada@example.org' }, user: ada };
const article = (n: number): ArticleSummary => ({
  id: String(n).padStart(32, '0'),
  slug: `story-${n}`,
  type: 1,
  textType: 0,
  title: `Story ${n}`,
  subTitle: '',
  coverImage: null,
  tribe: [],
  themes: [],
  user: ada,
  favorite: n === 1,
  language: 'en',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  version: 1,
});
const collections: Collection[] = [
  { id: 'f'.repeat(32), name: 'Favorites', isDefault: true, articleCount: 1, articles: [article(1)], updatedAt: '2026-10-02T00:00:00.000Z' },
  { id: 'b'.repeat(32), name: 'Trips', isDefault: false, articleCount: 2, articles: [article(2), article(1)], updatedAt: '2026-10-02T00:00:00.000Z' },
];

/** The list answers; every write fails at the network, as offline: changes stay in the outbox. */
function collectionsApi() {
  return fakeApi({
    '/api/themes': { items: [], total: 0, nextCursor: null },
    '/api/collections': (req: Request) => {
      if (req.method !== 'GET') throw new TypeError('Failed to fetch');
      return { items: collections, total: collections.length, nextCursor: null };
    },
  });
}

async function renderSignedIn() {
  setSession(session);
  const view = await renderApp('/collections');
  view.store.set(sessionAtom, session);
  return view;
}

// What each pending entry will send, as the runner builds it.
const pendingPaths = async () =>
  Promise.all(
    (await db.outbox.where('status').equals('pending').sortBy('seq')).map(async (e) => {
      const request = await requestOf(e.op, db);
      return typeof request === 'string' ? request : `${request.method} ${request.path}`;
    }),
  );

describe('collections screen', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => setSession(null));

  it('sends anonymous readers to login', async () => {
    collectionsApi();
    const { router } = await renderApp('/collections');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the profile head without an edit button and each collection with its count and articles', async () => {
    collectionsApi();
    await renderSignedIn();
    const trips = await screen.findByRole('region', { name: 'Trips' });
    expect(screen.getByText('Ada Obi', { selector: '.profile-head__name' })).toBeTruthy();
    expect(screen.getByText('Storyteller from Bamenda.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /edit/i })).toBeNull();
    expect(within(trips).getByText('2 articles')).toBeTruthy();
    expect(
      within(trips)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Story 2', 'Story 1']);
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    expect(within(favorites).getByText('1 article')).toBeTruthy();
    expect(within(trips).getByRole('button', { name: 'Favorite: Story 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(trips).getByRole('button', { name: 'Favorite: Story 2' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('creates, renames and empties collections at once, queueing each change', async () => {
    collectionsApi();
    await renderSignedIn();
    const trips = await screen.findByRole('region', { name: 'Trips' });

    fireEvent.click(screen.getByRole('button', { name: 'New collection' }));
    fireEvent.change(screen.getByLabelText('Name of the new collection'), { target: { value: 'Recipes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('region', { name: 'Recipes' })).toBeTruthy();

    fireEvent.click(within(trips).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(trips).getByLabelText('New name for “Trips”'), { target: { value: 'Journeys' } });
    fireEvent.click(within(trips).getByRole('button', { name: 'Save' }));
    const journeys = await screen.findByRole('region', { name: 'Journeys' });

    fireEvent.click(within(journeys).getByRole('button', { name: 'Remove “Story 2” from “Journeys”' }));
    await waitFor(() => expect(within(journeys).getByText('1 article')).toBeTruthy());
    expect(within(journeys).queryByText('Story 2')).toBeNull();

    fireEvent.click(within(journeys).getByRole('button', { name: 'Favorite: Story 1' }));
    await waitFor(() => expect(within(journeys).getByRole('button', { name: 'Favorite: Story 1' }).getAttribute('aria-pressed')).toBe('false'));

    const paths = await pendingPaths();
    expect(paths).toHaveLength(4);
    expect(paths[0]).toMatch(/^PUT \/api\/collections\/[0-9a-f]{32}$/);
    expect(paths.slice(1)).toEqual([
      `PUT /api/collections/${'b'.repeat(32)}`,
      `DELETE /api/collections/${'b'.repeat(32)}/articles/${article(2).id}`,
      `DELETE /api/collections/${'f'.repeat(32)}/articles/${article(1).id}`,
    ]);
  });

  it('deletes a collection after confirmation, in French too', async () => {
    collectionsApi();
    setSession(session);
    const view = await renderApp('/collections', { language: 'fr' });
    view.store.set(sessionAtom, session);
    const trips = await screen.findByRole('region', { name: 'Trips' });
    fireEvent.click(within(trips).getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette collection ?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(trips).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Trips' })).toBeNull());
    expect(await pendingPaths()).toEqual([`DELETE /api/collections/${'b'.repeat(32)}`]);
  });
});
