import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const FEED = { items: [{ id: 'a' }], total: 1, nextCursor: null };

/** The page as the server made it: the JSON block, and a navigation of the given kind. */
async function pageWith(answers: Record<string, unknown>, navigation: { type?: string; transferSize?: number } = {}) {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-view';
  block.textContent = JSON.stringify({ at: Date.now(), answers });
  document.body.append(block);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'navigate', transferSize: 4200, ...navigation } as unknown as PerformanceEntry]);
  vi.resetModules();
  return import('./first-view-data.ts');
}

describe('first-view data', () => {
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(500));
  afterEach(() => vi.restoreAllMocks());

  it('answers the identical GET once, whatever the order of its query, then leaves it to the network', async () => {
    const { takeFirstViewAnswer } = await pageWith({ '/api/users?limit=10&offset=0': FEED });
    const answer = takeFirstViewAnswer(`${location.origin}/api/users?offset=0&limit=10`, undefined);
    expect(await answer?.json()).toEqual(FEED);
    expect(takeFirstViewAnswer(`${location.origin}/api/users?offset=0&limit=10`, undefined)).toBeNull();
    expect(document.getElementById('first-view')).toBeNull();
  });

  it('never answers another query, a write, or a call after the first minute', async () => {
    const { takeFirstViewAnswer, FIRST_VIEW_MAX_AGE_MS } = await pageWith({ '/api/articles?limit=7': FEED });
    expect(takeFirstViewAnswer(`${location.origin}/api/articles?limit=8`, undefined)).toBeNull();
    expect(takeFirstViewAnswer(`${location.origin}/api/articles?limit=7`, { method: 'POST' })).toBeNull();
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_VIEW_MAX_AGE_MS + 1);
    expect(takeFirstViewAnswer(`${location.origin}/api/articles?limit=7`, undefined)).toBeNull();
  });

  it('ignores the block of a page restored from history or read from the HTTP cache', async () => {
    const fromHistory = await pageWith({ '/api/articles?limit=7': FEED }, { type: 'back_forward' });
    expect(fromHistory.takeFirstViewAnswer(`${location.origin}/api/articles?limit=7`, undefined)).toBeNull();
    const fromCache = await pageWith({ '/api/articles?limit=7': FEED }, { transferSize: 0 });
    expect(fromCache.takeFirstViewAnswer(`${location.origin}/api/articles?limit=7`, undefined)).toBeNull();
  });

  it('does nothing on the plain shell (no block)', async () => {
    document.body.innerHTML = '';
    vi.resetModules();
    const { takeFirstViewAnswer } = await import('./first-view-data.ts');
    expect(takeFirstViewAnswer(`${location.origin}/api/articles?limit=7`, undefined)).toBeNull();
  });
});
