import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, list, sessionFor } from '#tests/utils/people-fixtures.ts';

const me = { ...ada, id: 'b'.repeat(32), slug: 'kofi-mensah', firstName: 'Kofi', lastName: 'Mensah' };
const at = '2026-11-28T00:00:00.000Z';
const followsOfAda = { kind: 'users', id: ada.id, followedAt: at, user: ada };
const bamileke = { kind: 'tribes', id: 12, followedAt: at, tribe: { id: 12, name: 'Bamileke' } };
const cooking = { kind: 'themes', id: 3, followedAt: at, theme: { id: 3, title: 'Cuisine', title_en: 'Cooking', code: 'cooking' } };

/** `GET /api/follows` answers `pages` in turn by cursor; writes fail at the network (offline). */
function followsApi(pages: unknown[][]) {
  return fakeApi({
    '/api/themes': list([]),
    '/api/follows': (req: Request) => {
      if (req.method !== 'GET') throw new TypeError('Failed to fetch');
      const index = Number(new URL(req.url).searchParams.get('cursor') ?? 0);
      const total = pages.flat().length;
      return list(pages[index] ?? [], total, index + 1 < pages.length ? String(index + 1) : null);
    },
  });
}

async function openFollowing(language: 'en' | 'fr' = 'en') {
  const session = sessionFor(me, 'kofi@example.org');
  setSession(session);
  const view = await renderApp('/following', { language });
  view.store.set(sessionAtom, session);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('Following page (issue #29)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => setSession(null));

  it('lists authors, tribes and themes with their links, pages on, and unfollows through the outbox', async () => {
    followsApi([[followsOfAda, bamileke], [cooking]]);
    await openFollowing();
    const author = await screen.findByRole('link', { name: 'Ada Obi' });
    expect(author.getAttribute('href')).toBe('/people/ada-obi');
    expect(screen.getByRole('link', { name: /Bamileke/ }).getAttribute('href')).toBe('/?tr=bamileke-12');
    expect(screen.getByText('You follow 3 authors, tribes and themes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('link', { name: /Cooking/ })).getAttribute('href')).toBe('/?th=cooking-3');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    const row = author.closest('li')!;
    const toggle = within(row).getByRole('button', { name: 'Follow Ada Obi' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual([{ type: 'follow.delete', kind: 'users', id: ada.id }]);
  });

  it('says how to find people when nothing is followed, in French', async () => {
    followsApi([[]]);
    await openFollowing('fr');
    expect(await screen.findByText(/Vous ne suivez encore personne/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trouver des personnes à suivre' }).getAttribute('href')).toBe('/peoples');
  });
});
