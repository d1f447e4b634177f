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
      return query.get('offset') === '10' ? list([kofi], 11) : list(people, 11);
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
    expect(userRequests(api.requests).map((u) => u.searchParams.get('offset'))).toEqual(['0', '10']);
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
