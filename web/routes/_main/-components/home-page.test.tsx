import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '#web/lib/session.ts';
import { testSession } from '#tests/utils/auth-testing.tsx';
import { FakeIntersectionObserver, list, summary, tribes } from '#tests/utils/feed-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

// The heart and the sync button read the local database (Dexie): stand-ins count their renders.
const rendered = vi.hoisted(() => ({ favorite: 0, sync: 0 }));
vi.mock('#web/features/collections/components/favorite-button.tsx', () => ({
  FavoriteButton: () => {
    rendered.favorite += 1;
    return null;
  },
}));
vi.mock('#web/features/offline/components/sync-indicator.tsx', () => ({
  SyncIndicator: () => {
    rendered.sync += 1;
    return null;
  },
}));

async function renderHome() {
  fakeApi({
    '/api/themes': list([]),
    '/api/tribes': list(tribes),
    '/api/users': list([]),
    '/api/ads': list([]),
    '/api/articles?limit=5': list([]),
    '/api/articles?limit=7': list([summary(1), summary(2)]),
    '/api/collections': list([]),
  });
  await renderApp('/');
  await within(await screen.findByRole('region', { name: 'Latest stories' })).findByText('Story number 2');
}

/**
 * What an anonymous reader online never sees does not render, so its code and the local
 * database's are not asked for with the first view (issue #11): they load at an idle moment.
 */
describe('the home page for an anonymous reader', () => {
  beforeEach(() => {
    rendered.favorite = 0;
    rendered.sync = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    setSession(null);
    act(() => void window.dispatchEvent(new Event('online')));
  });

  it('renders no heart and no sync button online, and the sync button once offline', async () => {
    await renderHome();
    // The header's offline status (its own chunk) is in place: the sync button would be with it.
    await waitFor(() => expect(document.querySelector('.offline-banner')).not.toBeNull());
    expect(rendered).toEqual({ favorite: 0, sync: 0 });
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(rendered.sync).toBeGreaterThan(0));
    expect(rendered.favorite).toBe(0);
  });

  it('renders both for a signed-in reader', async () => {
    setSession(testSession());
    await renderHome();
    await waitFor(() => expect(rendered.favorite).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(rendered.sync).toBeGreaterThan(0));
  });
});
