import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const user = { id: 'u'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const article = (n: number) => ({
  id: String(n).padStart(32, '0'),
  slug: `story-${n}`,
  type: 1,
  textType: 0,
  title: `A very long title about the story number ${n}`,
  subTitle: '',
  coverImage: null,
  tribe: [],
  themes: [],
  user,
  favorite: false,
  language: 'en',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
});

describe('home feed', () => {
  it('lists articles with titles cut at 25 characters and ends with "No more articles" on a short page', async () => {
    fakeApi({
      '/api/themes': { items: [], total: 0, nextCursor: null },
      '/api/articles': { items: [article(1), article(2)], total: 2, nextCursor: null },
    });
    await renderApp('/');
    const titles = await screen.findAllByText('A very long title about t…');
    expect(titles.map((title) => title.tagName)).toEqual(['H3', 'H3']);
    expect(await screen.findByText('No more articles')).toBeTruthy();
  });

  it('shows "Aucun article" in French for an empty feed', async () => {
    fakeApi({
      '/api/themes': { items: [], total: 0, nextCursor: null },
      '/api/articles': { items: [], total: 0, nextCursor: null },
    });
    await renderApp('/', { language: 'fr' });
    expect(await screen.findByText('Aucun article')).toBeTruthy();
  });
});
