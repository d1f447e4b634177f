import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { sessionFor } from '#tests/utils/people-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const happyDOM = () => (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void; settings: { device: { prefersReducedMotion: string } } } }).happyDOM;

const authors = Array.from({ length: 10 }, (_, i) => ({
  id: String(i + 1).padStart(32, 'a'),
  slug: `author-${i + 1}`,
  firstName: 'Author',
  lastName: String(i + 1),
  presentation: null,
  picture: null,
}));
const list = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });

async function renderHome(width: number, signedInAs?: (typeof authors)[number]) {
  happyDOM().setViewport({ width, height: 800 });
  const { requests } = fakeApi({ '/api/users': list(authors), '/api/articles': list([]), '/api/themes': list([]), '/api/tribes': list([]), '/api/ads': list([]) });
  const session = signedInAs && sessionFor(signedInAs, 'me@example.org');
  if (session) setSession(session);
  const view = await renderApp('/');
  if (session) view.store.set(sessionAtom, session);
  const carousel = await screen.findByRole('region', { name: 'Authors to discover' });
  await within(carousel).findAllByRole('link');
  return { carousel, requests };
}

/** The authors a person can see (off-screen slides are hidden and inert). */
const shown = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const slugs = (...n: number[]) => n.map((i) => `/people/author-${i}`);

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  setSession(null);
  vi.useRealTimers();
  happyDOM().setViewport({ width: 1024, height: 768 });
  happyDOM().settings.device.prefersReducedMotion = 'no-preference';
});

describe('author suggestions carousel', () => {
  it('asks 10 authors and shows 5 from 1000 px, advancing one every 5 s', async () => {
    const { carousel, requests } = await renderHome(1280);
    expect(new URL(requests.find((r) => new URL(r.url).pathname === '/api/users')!.url).searchParams.get('limit')).toBe('10');
    // The clock moved with real time while the page rendered (`shouldAdvanceTime`, which the
    // queries' waiting needs): on a loaded machine by more than 100 ms, so "4.9 s after the start"
    // cannot be told from here. From now on it moves only when told to, and the test finds the
    // first step to 50 ms, then times the next ones from it.
    vi.setTimerTickMode('manual');
    expect(shown(carousel)).toEqual(slugs(1, 2, 3, 4, 5));
    let waited = 0;
    while (shown(carousel)[0] === slugs(1)[0] && waited < 5000) {
      await act(() => vi.advanceTimersByTimeAsync(50));
      waited += 50;
    }
    expect(shown(carousel)).toEqual(slugs(2, 3, 4, 5, 6));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(shown(carousel)).toEqual(slugs(2, 3, 4, 5, 6));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(shown(carousel)).toEqual(slugs(3, 4, 5, 6, 7));
  });

  it('never suggests the signed-in reader to themselves', async () => {
    const { carousel } = await renderHome(1000, authors[0]);
    await within(carousel).findByRole('link', { name: /Author 2/ });
    expect(within(carousel).queryByRole('link', { name: /Author 1$/ })).toBeNull();
    expect(shown(carousel)).toEqual(slugs(2, 3, 4, 5, 6));
  });

  it('shows 3 from 600 px and 2 below', async () => {
    const { carousel } = await renderHome(700);
    expect(shown(carousel)).toEqual(slugs(1, 2, 3));
    // happy-dom's MediaQueryList starts its "last matches" at false, so it only reports a query
    // turning false after one resize where it was true: resize within the range first.
    act(() => happyDOM().setViewport({ width: 701, height: 800 }));
    act(() => happyDOM().setViewport({ width: 390, height: 844 }));
    expect(shown(carousel)).toEqual(slugs(1, 2));
  });

  it('has previous and next buttons, loops, and pauses while hovered', async () => {
    const { carousel } = await renderHome(390);
    fireEvent.mouseEnter(carousel);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(shown(carousel)).toEqual(slugs(1, 2));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous authors' }));
    expect(shown(carousel)).toEqual(slugs(9, 10));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next authors' }));
    expect(shown(carousel)).toEqual(slugs(1, 2));
    fireEvent.mouseLeave(carousel);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(shown(carousel)).toEqual(slugs(2, 3));
  });

  it('does not autoplay for readers who prefer reduced motion', async () => {
    happyDOM().settings.device.prefersReducedMotion = 'reduce';
    const { carousel } = await renderHome(1280);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(shown(carousel)).toEqual(slugs(1, 2, 3, 4, 5));
  });
});
