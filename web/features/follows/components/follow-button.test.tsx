import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, articleOf, list, sessionFor } from '#tests/utils/people-fixtures.ts';

const kofi = { ...ada, id: 'b'.repeat(32), slug: 'kofi-mensah', firstName: 'Kofi', lastName: 'Mensah' };
const shownAda = { ...ada, followerCount: 2, followingCount: 1 };

/** A profile whose follow writes fail at the network (offline) unless `online`; the server's list of follows is `followed`. */
function profileApi(options: { online?: boolean; gone?: boolean } = {}) {
  const followed: string[] = [];
  const api = fakeApi({
    '/api/themes': list([]),
    '/api/users/ada-obi': shownAda,
    '/api/articles': list([articleOf(ada, 1)]),
    '/api/follows': (req: Request) => {
      if (req.method === 'GET') return list(followed.map((id) => ({ kind: 'users', id, followedAt: '2026-11-28T00:00:00.000Z', user: ada })));
      if (!options.online) throw new TypeError('Failed to fetch');
      if (options.gone)
        return new Response(JSON.stringify({ error: { code: 'user_not_found', message: 'This user does not exist.' } }), { status: 404, headers: { 'Content-Type': 'application/json' } });
      const id = new URL(req.url).pathname.split('/').at(-1)!;
      if (req.method === 'PUT') followed.push(id);
      return new Response(null, { status: req.method === 'PUT' ? 201 : 204 });
    },
  });
  return { ...api, followed };
}

async function openProfile(as: typeof ada | null, language: 'en' | 'fr' = 'en') {
  const session = as ? sessionFor(as, 'me@example.org') : null;
  setSession(session);
  const view = await renderApp('/people/ada-obi', { language });
  view.store.set(sessionAtom, session);
  await screen.findByRole('heading', { level: 1, name: 'Ada Obi' });
  return view;
}

describe('Follow button on a profile (issue #29)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => setSession(null));

  it('flips at once offline and queues the follow; a second tap flips it back', async () => {
    profileApi();
    await openProfile(kofi);
    expect(screen.getByText('2 followers')).toBeTruthy();
    expect(screen.getByText('Follows 1 author')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Follow Ada Obi' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toContain('Following');
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => [e.op, e.label])).toEqual([
      [
        { type: 'follow.put', kind: 'users', id: ada.id },
        { key: 'follows.op.follow', values: { name: 'Ada Obi' } },
      ],
    ]);

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect((await db.outbox.toArray()).at(-1)?.op.type).toBe('follow.delete');
  });

  it('sends the follow when online and keeps it pressed from the server’s list once sent', async () => {
    const api = profileApi({ online: true });
    await openProfile(kofi);
    const button = await screen.findByRole('button', { name: 'Follow Ada Obi' });
    fireEvent.click(button);
    await waitFor(() => expect(api.followed).toEqual([ada.id]));
    await waitFor(async () => expect(await db.outbox.where('status').equals('pending').count()).toBe(0));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('shows a refusal (the author was deleted) in the sync panel by name, and the button falls back to the server’s list', async () => {
    profileApi({ online: true, gone: true });
    await openProfile(kofi);
    const button = await screen.findByRole('button', { name: 'Follow Ada Obi' });
    fireEvent.click(button);
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => [e.status, e.label.values?.name, e.error?.message])).toEqual([['rejected', 'Ada Obi', 'This user does not exist.']]));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('is not on one’s own profile, and asks a signed-out reader to sign in (in French too)', async () => {
    profileApi();
    const own = await openProfile(ada);
    expect(screen.queryByRole('button', { name: 'Follow Ada Obi' })).toBeNull();
    own.unmount();

    await openProfile(null, 'fr');
    const link = await screen.findByRole('link', { name: 'Connectez-vous pour suivre Ada Obi' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.getByText('2 abonnés')).toBeTruthy();
  });
});
