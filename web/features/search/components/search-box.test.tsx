import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const user = { id: 'u'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const file = (kind: 'image' | 'audio', name: string) => ({ id: 'f'.repeat(32), path: `/media/${'f'.repeat(32)}/${name}`, name, mime: `${kind}/x`, size: 10, kind });
const article = (n: number, extra: Record<string, unknown> = {}) => ({
  ...{ id: String(n).padStart(32, '0'), slug: `river-${n}`, type: 1, textType: 0, title: `River song ${n}`, subTitle: 'A subtitle', coverImage: null },
  ...{ tribe: [], themes: [], user, favorite: false, language: 'en', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', version: 1 },
  ...extra,
});
const list = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });
const podcast = article(2, { type: 2, title: 'River podcast' });

function setup() {
  return fakeApi({
    '/api/themes': list([{ id: 4, title: 'Musique', title_en: 'Music', code: 'music' }]),
    '/api/tribes': list([{ id: 12, name: 'Bamiléké' }]),
    '/api/users': list([]),
    '/api/ads': list([]),
    '/api/articles': (req: Request) => {
      const params = new URL(req.url).searchParams;
      return params.get('keywords') || params.get('q') ? list([article(1), podcast, ...Array.from({ length: 8 }, (_, i) => article(i + 3))]) : list([]);
    },
    [`/api/articles/${article(1).id}`]: {
      article: {
        ...article(1),
        content: 'First paragraph.\n\nSecond paragraph.\n\nThird.\n\nFourth, not shown.',
        images: [],
        tags: [],
        references: [],
        inspiredBy: [],
        sections: [],
        audioFile: null,
        videoFile: null,
      },
      comments: [],
      relatedArticles: [],
    },
    [`/api/articles/${podcast.id}`]: {
      article: { ...podcast, content: '', images: [], tags: [], references: [], inspiredBy: [], sections: [], audioFile: file('audio', 'river.mp3'), videoFile: null },
      comments: [],
      relatedArticles: [],
    },
  });
}

/** Search requests: the autocomplete path without filters, the full search with them. */
const searches = (requests: Request[]) =>
  requests
    .filter((r) => new URL(r.url).searchParams.has('keywords') || new URL(r.url).pathname === '/api/articles/suggestions')
    .map((r) => ({ path: new URL(r.url).pathname, ...Object.fromEntries(new URL(r.url).searchParams) }));
const suggestions = '/api/articles/suggestions';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openSearch() {
  const fake = setup();
  await renderApp('/');
  const input = screen.getByRole('combobox', { name: 'Search articles' });
  act(() => input.focus());
  return { ...fake, input };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('header search', () => {
  it('needs at least 2 characters: under 2 makes no request and clears the results', async () => {
    const { input, requests } = await openSearch();
    type(input, 'r');
    await advance(500);
    expect(searches(requests)).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type(input, 'ri');
    await advance(300);
    await screen.findAllByRole('option');
    expect(searches(requests)).toEqual([{ path: suggestions, q: 'ri', limit: '10' }]);
    type(input, 'r');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('waits 300 ms after the last keystroke: fast typing makes one request', async () => {
    const { input, requests } = await openSearch();
    for (const value of ['ri', 'riv', 'rive', 'river']) {
      type(input, value);
      await advance(100);
    }
    await advance(150);
    expect(searches(requests)).toEqual([]);
    await advance(100);
    await waitFor(() => expect(searches(requests)).toEqual([{ path: suggestions, q: 'river', limit: '10' }]));
  });

  it('shows at most 4 of the 10 results asked', async () => {
    const { input } = await openSearch();
    type(input, 'river');
    await advance(300);
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the results 200 ms after the input loses focus', async () => {
    const { input } = await openSearch();
    type(input, 'river');
    await advance(300);
    await screen.findAllByRole('option');
    fireEvent.blur(input);
    await advance(100);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await advance(120);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the filter panel choices with the full search (the autocomplete path has no filters)', async () => {
    const { input, requests } = await openSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('group', { name: 'Search filters' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Podcast' }));
    fireEvent.change(await within(panel).findByRole('combobox', { name: 'Theme' }), { target: { value: '4' } });
    await within(panel).findByRole('option', { name: 'Bamiléké' });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Tribe' }), { target: { value: '12' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    type(input, 'river');
    await advance(300);
    await waitFor(() => expect(searches(requests).at(-1)).toEqual({ path: '/api/articles', keywords: 'river', limit: '10', type: '2', tribe: '12', theme: '4' }));
  });

  it('arrow keys and Enter choose a text result: the box takes its title and the modal shows its opening', async () => {
    const { input } = await openSearch();
    type(input, 'river');
    await advance(300);
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('River song 1');
    const dialog = await screen.findByRole('dialog', { name: 'River song 1' });
    await within(dialog).findByText('Second paragraph.');
    expect(within(dialog).queryByText('Fourth, not shown.')).toBeNull();
    expect(
      within(dialog)
        .getByRole('link', { name: /Read the full story/ })
        .getAttribute('href'),
    ).toBe(`/story/river-1-${article(1).id}`);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(input);
  });

  it('a podcast result opens a modal with a native audio player, and keeps focus inside it', async () => {
    const { input } = await openSearch();
    type(input, 'river');
    await advance(300);
    fireEvent.click(await screen.findByRole('option', { name: /River podcast/ }));
    const dialog = await screen.findByRole('dialog', { name: 'River podcast' });
    await waitFor(() => expect(dialog.querySelector('audio')).not.toBeNull());
    const audio = dialog.querySelector('audio')!;
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.getAttribute('src')).toBe(`/media/${'f'.repeat(32)}/river.mp3`);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
