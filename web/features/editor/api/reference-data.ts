import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ListResponse } from '#api/schemas/list.ts';
import type { Theme } from '#api/schemas/theme.ts';
import type { Tribe } from '#api/schemas/tribe.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { keptThemes, keptTribes, markTribesKept, rememberThemes, rememberTribes, searchKeptTribes, tribesKeptAt } from '#web/db/reference-cache.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { themesQueryOptions } from '#web/queries/themes.ts';
import { editorKeys } from '#web/queries/query-keys.ts';

const TRIBE_PAGE = 50;
/** The whole tribe list is kept for offline drafting and refreshed weekly. */
const TRIBES_REFRESH_MS = 7 * 24 * 60 * 60_000;

async function fetchTribes(keywords: string, offset = 0, limit = 10): Promise<ListResponse<Tribe>> {
  const query: Record<string, string> = { limit: String(limit), offset: String(offset) };
  if (keywords) query.keywords = keywords;
  const page = await readResponse(api.tribes.$get({ query }));
  void rememberTribes(page.items).catch(() => undefined);
  return page;
}

/** Tribes matching what the author typed (`GET /api/tribes?keywords=`), or the kept ones offline. */
export function useTribeSearch(keywords: string) {
  return useQuery({
    queryKey: editorKeys.tribes(keywords.trim()),
    queryFn: withOfflineFallback(
      async () => (await fetchTribes(keywords.trim())).items,
      () => searchKeptTribes(keywords.trim()),
    ),
    staleTime: 60 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Names of tribes by id, from what the device keeps (drafts hold ids only). */
export function useTribeNames(): Map<number, string> {
  const tribes = useLiveQuery(keptTribes, []);
  return new Map((tribes ?? []).map((t) => [t.id, t.name]));
}

/** The themes (the header's query), kept on the device for drafting offline. */
export function useEditorThemes() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: editorKeys.themes(),
    queryFn: withOfflineFallback(
      async (): Promise<Theme[]> => {
        const page = await queryClient.fetchQuery(themesQueryOptions());
        void rememberThemes(page.items).catch(() => undefined);
        return page.items;
      },
      () => keptThemes(),
    ),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/**
 * Keeps the whole tribe list and the themes on the device (at most weekly), so an author who goes
 * offline can still file a draft under any tribe. Failures are silent: the next start tries again.
 */
export async function keepReferenceData(now = Date.now()): Promise<void> {
  try {
    const themes = await readResponse(api.themes.$get({ query: { limit: '50', offset: '0' } }));
    await rememberThemes(themes.items);
    if (now - (await tribesKeptAt()) < TRIBES_REFRESH_MS) return;
    for (let offset = 0; ; offset += TRIBE_PAGE) {
      const page = await fetchTribes('', offset, TRIBE_PAGE);
      await rememberTribes(page.items);
      if (page.items.length < TRIBE_PAGE || offset + TRIBE_PAGE >= page.total) break;
    }
    await markTribesKept(now);
  } catch {
    // Offline or the server is busy: what is kept stays, and the next start tries again.
  }
}
