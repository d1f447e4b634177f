import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '#api/schemas/theme.ts';
import { db } from '#web/db/database.ts';
import { keptThemes } from '#web/db/reference-cache.ts';
import { themesQueryOptions } from '#web/queries/themes.ts';
import { keepThemesShown } from './kept-themes.ts';

const themes: Theme[] = [
  { id: 1, title: 'Culture', title_en: 'Culture', code: 'culture' },
  { id: 2, title: 'Cuisine', title_en: 'Food', code: 'food' },
];
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the theme menu offline (issue #25)', () => {
  let stop = () => undefined as unknown;
  beforeEach(async () => {
    await db.meta.clear();
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('keeps the themes shown, and reads them back when the network fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = keepThemesShown(client);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ items: themes, total: 2, nextCursor: null })),
    );
    await client.fetchQuery(themesQueryOptions());
    await vi.waitFor(async () => expect(await keptThemes()).toEqual(themes));

    // A cold start with no network: the menu's query answers with the kept list.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect((await offline.fetchQuery(themesQueryOptions())).items.map((t) => t.code)).toEqual(['culture', 'food']);
  });

  it('keeps the list the server rendered the page with (already in the cache when it starts)', async () => {
    const client = new QueryClient();
    client.setQueryData(themesQueryOptions().queryKey, { items: themes.slice(0, 1), total: 1, nextCursor: null });
    stop = keepThemesShown(client);
    await vi.waitFor(async () => expect((await keptThemes())?.map((t) => t.id)).toEqual([1]));
  });

  it('offline with nothing kept, the query fails as before (no invented list)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(offline.fetchQuery(themesQueryOptions())).rejects.toThrow();
  });
});
