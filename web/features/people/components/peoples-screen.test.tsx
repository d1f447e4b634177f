import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { ada, list } from '#tests/utils/people-fixtures.ts';

const kofi = { ...ada, id: 'b'.repeat(32), slug: 'kofi-mensah', firstName: 'Kofi', lastName: 'Mensah', presentation: null, email: 'kofi@example.org' };
const people = Array.from({ length: 10 }, (_, i) => ({ ...ada, id: String(i).padStart(32, 'c'), slug: `person-${i}`, firstName: `Person`, lastName: `${i}` }));

function usersApi() {
  return fakeApi({
    '/api/themes': list([]),
    '/api/users': (req: Request) => {
      const query = new URL(req.url).searchParams;
      if (query.get('keywords')) return list(query.get('keywords') === 'Kofi' ? [kofi] : []);
      // The server pages by cursor; only the first page carries the count (issue #25).
      return query.get('cursor') === 'after-person-9' ? list([kofi], null) : list(people, 11, 'after-person-9');
    },
  });
}

const userRequests = (requests: Request[]) => requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/api/users');

describe('people directory', () => {
  afterEach(() => vi.useRealTimers());

  it('lists cards with a profile link and pages with "load more"', async () => {
    const api = usersApi();
    await renderApp('/peoples');
    expect(await screen.findByText('11 people')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^View profile: / })).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'View profile: Person 0' }).getAttribute('href')).toBe('/people/person-0');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Kofi Mensah' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kofi@example.org' }).getAttribute('href')).toBe('mailto:kofi@example.org');
    expect(userRequests(api.requests).map((u) => u.searchParams.get('cursor'))).toEqual([null, 'after-person-9']);
    // The last page has no `nextCursor`: no more "load more", and the count read from the first page stays.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('11 people')).toBeTruthy();
  });

  it('says "more than 1000" when the server caps the count, in both languages', async () => {
    for (const [language, text] of [
      ['en', 'More than 1000 people'],
      ['fr', 'Plus de 1000 personnes'],
    ] as const) {
      fakeApi({ '/api/themes': list([]), '/api/users': list(people, 1000, 'next', true) });
      const { unmount } = await renderApp('/peoples', { language });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole('button', { name: language === 'en' ? 'Load more' : 'Charger plus' })).toBeTruthy();
      unmount();
    }
  });

  it('searches by name 300 ms after the last keystroke, with one request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = usersApi();
    await renderApp('/peoples');
    await screen.findByText('11 people');
    const box = screen.getByRole('searchbox', { name: 'Search people by name' });
    for (const value of ['K', 'Ko', 'Kof', 'Kofi']) fireEvent.change(box, { target: { value } });
    await vi.advanceTimersByTimeAsync(250);
    expect(userRequests(api.requests).some((u) => u.searchParams.has('keywords'))).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(await screen.findByRole('heading', { name: 'Kofi Mensah' })).toBeTruthy();
    expect(screen.getByText('1 person matches “Kofi”')).toBeTruthy();
    expect(
      userRequests(api.requests)
        .filter((u) => u.searchParams.has('keywords'))
        .map((u) => u.searchParams.get('keywords')),
    ).toEqual(['Kofi']);

    fireEvent.change(box, { target: { value: 'Zed' } });
    await vi.advanceTimersByTimeAsync(300);
    expect(await screen.findByText('No one matches “Zed”. Try another name.')).toBeTruthy();
  });

  it('shows an error state with a retry in French', async () => {
    fakeApi({ '/api/themes': list([]), '/api/users': new Response('{}', { status: 503 }) });
    await renderApp('/peoples', { language: 'fr' });
    expect(await screen.findByText('L’annuaire n’a pas pu être chargé.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
