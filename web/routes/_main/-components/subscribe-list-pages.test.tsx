import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_LANGUAGE_STORAGE_KEY } from '#web/lib/content-language.ts';
import { FakeIntersectionObserver, list, summary, tribes } from '#tests/utils/feed-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

/** The feed pages (issue #26): which feeds their Subscribe control offers. */
function listApi() {
  fakeApi({
    '/api/themes': list([]),
    '/api/tribes': list(tribes),
    '/api/users': list([]),
    '/api/ads': list([]),
    '/api/articles?limit=5': list([]),
    '/api/articles': list([summary(1, { tribe: [tribes[0]!] }), summary(2)]),
  });
}

const feedUrl = (path: string) => `${window.location.origin}${path}`;
const openSubscribe = async (label = 'Subscribe') => fireEvent.click(await screen.findByText(label));
const urlOf = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
const headFeeds = () => [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Subscribe on the feed pages', () => {
  it('the podcasts page offers the site’s podcast feed first, with the podcast apps', async () => {
    listApi();
    await renderApp('/podcasts');
    await openSubscribe();
    expect(screen.getByText('Everything published on Tribus, as it is published.')).toBeTruthy();
    expect(urlOf('Podcast feed (RSS)')).toBe(feedUrl('/feeds/podcast.xml'));
    expect(urlOf('Article feed (RSS)')).toBe(feedUrl('/feeds/articles.xml'));
    expect(screen.getByRole('link', { name: 'Overcast' }).getAttribute('href')).toBe(`overcast://x-callback-url/add?url=${encodeURIComponent(feedUrl('/feeds/podcast.xml'))}`);
    expect(headFeeds()).toEqual([feedUrl('/feeds/podcast.xml'), feedUrl('/feeds/articles.xml')]);
  });

  it('a tribe-filtered page offers the tribe’s feeds, named by the tribe’s slug, in French too', async () => {
    listApi();
    await renderApp('/?tr=bamileke-12', { language: 'fr' });
    await openSubscribe("S'abonner");
    expect(screen.getByText('Les histoires de la tribu Bamiléké, dès leur publication.')).toBeTruthy();
    expect(urlOf('Flux des podcasts (RSS)')).toBe(feedUrl('/feeds/podcast/tribe/bamileke.xml'));
    expect(urlOf('Flux des articles (RSS)')).toBe(feedUrl('/feeds/articles/tribe/bamileke.xml'));
  });

  it('the articles page leads with the article feed of the content language the reader chose', async () => {
    localStorage.setItem(CONTENT_LANGUAGE_STORAGE_KEY, 'en');
    listApi();
    await renderApp('/articles');
    await openSubscribe();
    await waitFor(() => expect(urlOf('Article feed (RSS)')).toBe(feedUrl('/feeds/articles/language/en.xml')));
    expect(screen.getByText('The stories in English, as they are published.')).toBeTruthy();
    const labels = [...document.querySelectorAll('.subscribe__label')].map((l) => l.textContent);
    expect(labels).toEqual(['Article feed (RSS)', 'Podcast feed (RSS)']);
  });

  it('the home page without a filter has no Subscribe button (its head still names the site’s feeds)', async () => {
    listApi();
    await renderApp('/');
    expect(await screen.findAllByText('Story number 1')).toBeTruthy();
    expect(screen.queryByText('Subscribe')).toBeNull();
  });
});
