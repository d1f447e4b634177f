import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Advertisement } from '#api/schemas/ad.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

/** IntersectionObserver double: the test says how much of an element is visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe = (el: Element) => void this.targets.add(el);
  unobserve = (el: Element) => void this.targets.delete(el);
  disconnect = () => this.targets.clear();
  takeRecords = () => [];
  static show(el: Element, ratio: number) {
    for (const o of FakeObserver.all.filter((x) => x.targets.has(el))) {
      o.callback([{ target: el, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  }
}

const user = { id: 'u'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const article = (n: number) => ({
  ...{ id: String(n).padStart(32, '0'), slug: `s-${n}`, type: 1, textType: 0, title: `Story ${n}`, subTitle: '', coverImage: null },
  ...{ tribe: [], themes: [], user, favorite: false, language: 'en', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', version: 1 },
});
const list = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });
const ad: Advertisement = {
  ...{ id: 'school-fr', title: 'Cours du soir', description: 'Apprenez le ewondo en 10 semaines.', imageUrl: '/media/ad.jpg', link: 'https://ecole.example/inscription' },
  ...{ buttonText: 'S’inscrire', price: '90 €', discount: '-20 % pour les fratries', category: 'Langues', sponsor: 'École des Tribus', format: 'native' },
};

function setup() {
  return fakeApi({
    '/api/themes': list([]),
    '/api/tribes': list([]),
    '/api/users': list([]),
    '/api/ads': list([ad]),
    '/api/ads/school-fr/impressions': () => new Response(null, { status: 204 }),
    '/api/articles': list(Array.from({ length: 7 }, (_, i) => article(i + 1))),
  });
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('feed ad', () => {
  it('is labelled "Sponsorisé", asks native ads in the reader language, and opens its link in a new tab', async () => {
    const { requests } = setup();
    await renderApp('/', { language: 'fr' });
    const card = await screen.findByRole('complementary', { name: 'Publicité de École des Tribus' });
    expect(within(card).getByText('Sponsorisé')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Cours du soir' })).toBeTruthy();
    expect(within(card).getByText('90 €')).toBeTruthy();
    expect(within(card).getByText('-20 % pour les fratries')).toBeTruthy();
    const cta = within(card).getByRole('link', { name: /S’inscrire/ });
    expect(cta.getAttribute('href')).toBe('https://ecole.example/inscription');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toContain('noopener');
    const adsUrl = new URL(requests.find((r) => new URL(r.url).pathname === '/api/ads')!.url);
    expect(Object.fromEntries(adsUrl.searchParams)).toEqual({ format: 'native', limit: '3', language: 'fr' });
  });

  it('posts its impression once, when at least half of it is visible, with an Idempotency-Key', async () => {
    const { requests } = setup();
    await renderApp('/');
    const card = await screen.findByRole('complementary', { name: 'Advertisement from École des Tribus' });
    const impressions = () => requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/ads/school-fr/impressions');
    expect(FakeObserver.all.find((o) => o.targets.has(card))!.options.threshold).toBe(0.5);

    FakeObserver.show(card, 0.3);
    expect(impressions()).toHaveLength(0);
    FakeObserver.show(card, 0.6);
    await waitFor(() => expect(impressions()).toHaveLength(1));
    // Counted: nothing watches the card any more, so scrolling it in and out again posts nothing.
    expect(FakeObserver.all.some((o) => o.targets.has(card))).toBe(false);
    FakeObserver.show(card, 1);
    expect(impressions()).toHaveLength(1);
    const key = impressions()[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^ad-impression:.+:school-fr$/);
  });
});
