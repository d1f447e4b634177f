import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { FakeIntersectionObserver, list, setViewportWidth, summary, tribes } from '#tests/utils/feed-fixtures.ts';

const base = {
  '/api/themes': list([{ id: 3, title: 'Culture', title_en: 'Culture', code: 'culture' }]),
  '/api/tribes': list(tribes),
  '/api/users': list([]),
  '/api/ads': list([]),
  '/api/articles?limit=5': list([]),
};

/** Feed pages of 7 by cursor: `pages[n]` answers the n-th request. */
function pagedFeed(pages: number[][]) {
  return (req: Request) => {
    const cursor = new URL(req.url).searchParams.get('cursor');
    const n = cursor ? Number(cursor) : 0;
    const items = pages[n]!.map((i) => summary(i));
    return list(items, n + 1 < pages.length ? String(n + 1) : null);
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const feedRegion = () => screen.findByRole('region', { name: 'Latest stories' });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  setViewportWidth(1024);
  vi.unstubAllGlobals();
});

describe('home feed', () => {
  it('lists articles with titles cut at 25 characters and ends with "No more articles" on a short page', async () => {
    fakeApi({ ...base, '/api/articles?limit=7': list([summary(1, { title: 'A very long title about the story number 1' }), summary(2, { title: 'A very long title about the story number 2' })]) });
    await renderApp('/');
    const titles = await within(await feedRegion()).findAllByText('A very long title about t…');
    expect(titles.map((title) => title.tagName)).toEqual(['H3', 'H3']);
    expect(await screen.findByText('No more articles')).toBeTruthy();
  });

  it("loads the first card's cover at once and first (it is the largest paint), the others lazily", async () => {
    const cover = (n: number) => ({ id: `c${n}`, path: `/media/c${n}/cover.jpg`, name: 'cover.jpg', mime: 'image/jpeg', size: 1000, kind: 'image' as const, durationSeconds: null });
    fakeApi({ ...base, '/api/articles?limit=7': list([1, 2, 3].map((n) => summary(n, { coverImage: cover(n) }))) });
    await renderApp('/');
    await within(await feedRegion()).findByText('Story number 3');
    const images = [...(await feedRegion()).querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
    // Sized, so nothing moves when it arrives.
    expect(images.every((img) => img.getAttribute('width') && img.getAttribute('height'))).toBe(true);
  });

  it('shows "Aucun article" in French for an empty feed', async () => {
    fakeApi({ ...base, '/api/articles?limit=7': list([]) });
    await renderApp('/', { language: 'fr' });
    expect(await screen.findByText('Aucun article')).toBeTruthy();
  });

  it('offline with nothing saved, says so (not "no articles") and links to what is kept, in both languages', async () => {
    const cut = () => {
      throw new TypeError('Failed to fetch');
    };
    const cases = [
      ['en', /^Nothing here is saved on this device\./, 'What is kept on this device', 'Nothing saved on this device yet'],
      ['fr', /^Rien de cette liste n’est enregistré sur cet appareil\./, 'Ce qui est gardé sur cet appareil', 'Rien d’enregistré sur cet appareil pour l’instant'],
    ] as const;
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      for (const [language, feedText, linkName, panelText] of cases) {
        fakeApi({ ...base, '/api/articles?limit=7': cut, '/api/articles?limit=5': cut });
        const { unmount } = await renderApp('/', { language });
        expect(await screen.findByText(feedText)).toBeTruthy();
        expect(screen.getByRole('link', { name: linkName }).getAttribute('href')).toBe('/downloads');
        expect(await screen.findByText(panelText)).toBeTruthy();
        expect(screen.queryByText(language === 'en' ? 'No articles' : 'Aucun article')).toBeNull();
        unmount();
      }
    } finally {
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });

  it('below 1024 px shows "Load more" until a short page, then "No more articles"', async () => {
    setViewportWidth(800);
    const { requests } = fakeApi({ ...base, '/api/articles?limit=7': pagedFeed([range(1, 7), range(8, 14), [15, 16]]) });
    await renderApp('/');
    const region = await feedRegion();
    await within(region).findByText('Story number 7');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(region).findByText('Story number 14');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(region).findByText('Story number 16');
    expect(await screen.findByText('No more articles')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.filter((r) => r.url.includes('limit=7')).map((r) => new URL(r.url).searchParams.get('cursor'))).toEqual([null, '1', '2']);
  });

  it('from 1024 px loads the next page when the end of the feed comes within 100 px of the viewport', async () => {
    fakeApi({ ...base, '/api/articles?limit=7': pagedFeed([range(1, 7), range(8, 10)]) });
    await renderApp('/');
    const region = await feedRegion();
    await within(region).findByText('Story number 7');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const end = region.querySelector('.feed-end')!;
    const observer = FakeIntersectionObserver.instances.find((o) => o.elements.has(end))!;
    expect(observer.options.rootMargin).toBe('0px 0px 100px 0px');
    FakeIntersectionObserver.show(end);
    await within(region).findByText('Story number 10');
    expect(await screen.findByText('No more articles')).toBeTruthy();
  });

  it('inserts an ad slot after the 7th and the 14th item', async () => {
    setViewportWidth(800);
    fakeApi({
      ...base,
      '/api/ads': list([
        {
          id: 'ad-a',
          title: 'Learn Ewondo',
          description: 'Evening classes',
          imageUrl: '',
          link: 'https://school.example/a',
          buttonText: 'Enrol',
          price: '€90',
          discount: null,
          category: 'Languages',
          sponsor: 'Tribes School',
          format: 'native',
        },
        {
          id: 'ad-b',
          title: 'Podcast workshop',
          description: 'Record your first show',
          imageUrl: '',
          link: 'https://school.example/b',
          buttonText: 'Book',
          price: null,
          discount: '20%',
          category: 'Media',
          sponsor: 'Tribes School',
          format: 'native',
        },
      ]),
      '/api/articles?limit=7': pagedFeed([range(1, 7), range(8, 14), []]),
    });
    await renderApp('/');
    const region = await feedRegion();
    await within(region).findByText('Learn Ewondo');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(region).findByText('Podcast workshop');
    const grid = region.querySelector('.feed-grid')!;
    const order = Array.from(grid.children).map((child) => (child.matches('aside') ? 'ad' : child.querySelector('h3')!.textContent!.replace('Story number ', '')));
    expect(order).toEqual([...range(1, 7).map(String), 'ad', ...range(8, 14).map(String), 'ad']);
  });

  it('choosing a random tribe navigates to /?tr=<slug>-<id> and shows it as a removable filter', async () => {
    const { requests } = fakeApi({
      ...base,
      '/api/articles?limit=7': (req: Request) => {
        const tribe = new URL(req.url).searchParams.get('tribe');
        return list(tribe ? [summary(40, { title: 'Tribe story', tribe: [tribes[0]!] })] : [summary(1)]);
      },
    });
    const { router } = await renderApp('/');
    const row = await screen.findByRole('navigation', { name: 'Random tribes' });
    fireEvent.click(await within(row).findByRole('link', { name: 'Bamiléké' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tr: 'bamileke-12' }));
    await within(await feedRegion()).findByText('Tribe story');
    expect(requests.some((r) => new URL(r.url).searchParams.get('tribe') === '12')).toBe(true);
    const filters = screen.getByRole('list', { name: 'Active filters' });
    expect(within(filters).getByText('Tribe: Bamiléké')).toBeTruthy();
    fireEvent.click(within(filters).getByRole('link', { name: 'Remove the filter Bamiléké' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('names a tribe with no article and not in the random row as written, accents included, in both languages', async () => {
    for (const language of ['en', 'fr'] as const) {
      const { requests } = fakeApi({ ...base, '/api/tribes/40': { id: 40, name: 'Bétí' }, '/api/articles?limit=7': list([]) });
      const { unmount } = await renderApp('/?tr=beti-40', { language });
      const filters = await screen.findByRole('list', { name: language === 'fr' ? 'Filtres actifs' : 'Active filters' });
      expect(await within(filters).findByText(language === 'fr' ? 'Tribu : Bétí' : 'Tribe: Bétí')).toBeTruthy();
      expect(requests.filter((r) => new URL(r.url).pathname === '/api/tribes/40')).toHaveLength(1);
      unmount();
    }
  });

  it('does not ask for a tribe the feed already names', async () => {
    const { requests } = fakeApi({ ...base, '/api/articles?limit=7': list([summary(40, { title: 'Tribe story', tribe: [{ id: 40, name: 'Bétí' }] })]) });
    await renderApp('/?tr=beti-40');
    const filters = await screen.findByRole('list', { name: 'Active filters' });
    expect(await within(filters).findByText('Tribe: Bétí')).toBeTruthy();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/tribes/40')).toBe(false);
  });

  it('shows the theme filter of th= with the theme name in French', async () => {
    fakeApi({ ...base, '/api/themes': list([{ id: 3, title: 'Cuisine', title_en: 'Food', code: 'food' }]), '/api/articles?limit=7': list([summary(1)]) });
    await renderApp('/?th=food-3', { language: 'fr' });
    expect(await screen.findByText('Thème : Cuisine')).toBeTruthy();
  });
});
