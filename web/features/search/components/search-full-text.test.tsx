import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

/**
 * Issue #25: words inside stories. The autocomplete path matches only the start of titles and
 * authors' names, so "cacao" found nothing; when it suggests fewer than the dropdown shows, the
 * full search completes it. Enter opens the results view (`/search?q=…`), paged by cursor.
 */
const user = { id: 'u'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const story = (n: number, title: string) => ({
  ...{ id: String(n).padStart(32, '0'), slug: `story-${n}`, type: 1, textType: 1, title, subTitle: '', coverImage: null },
  ...{ tribe: [], themes: [], user, favorite: false, language: 'fr', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', version: 1 },
});
const page = <T,>(items: T[], nextCursor: string | null = null) => ({ items, total: null, nextCursor });
const school = story(1, "L'école du village");
const cocoa = story(2, 'Le goût des fèves');
const more = Array.from({ length: 10 }, (_, i) => story(10 + i, `Récit ${i}`));

function setup() {
  return fakeApi({
    '/api/themes': page([]),
    '/api/tribes': page([]),
    '/api/users': page([]),
    '/api/ads': page([]),
    // The autocomplete knows no title starting with these words.
    '/api/articles/suggestions': page([]),
    '/api/articles': (req: Request) => {
      const params = new URL(req.url).searchParams;
      const words = params.get('keywords');
      if (words === 'cacao') return page([cocoa]);
      if (words === 'éduc') return params.get('cursor') === 'next' ? page([school]) : page(more, 'next');
      return page([]);
    },
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const articleSearches = (requests: Request[]) =>
  requests.map((r) => new URL(r.url)).filter((u) => u.pathname.startsWith('/api/articles') && (u.searchParams.has('keywords') || u.searchParams.has('q')));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('header search: words inside stories (issue #25)', () => {
  it('completes few suggestions with the full search: "cacao" shows the story that tells of it', async () => {
    const { requests } = setup();
    await renderApp('/');
    const input = screen.getByRole('combobox', { name: 'Search articles' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'cacao' } });
    await advance(300);
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(await within(listbox).findByRole('option', { name: /Le goût des fèves/ })).toBeTruthy();
    expect(articleSearches(requests).map((u) => `${u.pathname}?${u.searchParams}`)).toEqual(['/api/articles/suggestions?q=cacao&limit=10', '/api/articles?keywords=cacao&limit=10']);
    expect(screen.queryByText(/No results/)).toBeNull();
  });

  it.each([
    ['en', 'Search articles'],
    ['fr', 'Rechercher des articles'],
  ] as const)('the results view keeps its words in the header box, opened from a link or a reload (%s)', async (language, label) => {
    setup();
    const { router } = await renderApp('/search?q=%C3%A9duc', { language });
    await waitFor(() => expect((screen.getByRole('combobox', { name: label }) as HTMLInputElement).value).toBe('éduc'));
    await router.navigate({ to: '/search', search: { q: 'cacao' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: label }) as HTMLInputElement).value).toBe('cacao'));
  });

  it.each([
    ['en', 'Search articles', 'Results for “éduc”', 'Load more', 'No more results'],
    ['fr', 'Rechercher des articles', 'Résultats pour « éduc »', 'Charger plus', 'Plus aucun résultat'],
  ] as const)('Enter opens the results view, paged by cursor (%s)', async (language, label, title, loadMore, end) => {
    const { requests } = setup();
    const { router } = await renderApp('/', { language });
    const input = screen.getByRole('combobox', { name: label });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'éduc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'éduc' });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Récit 0' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: loadMore }));
    expect(await screen.findByRole('heading', { name: "L'école du village" })).toBeTruthy();
    expect(screen.getByText(end)).toBeTruthy();
    const cursors = articleSearches(requests)
      .filter((u) => u.pathname === '/api/articles')
      .map((u) => u.searchParams.get('cursor'));
    expect(cursors).toEqual([null, 'next']);
  });
});
