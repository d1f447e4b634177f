import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Theme } from '#api/schemas/theme.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { api, NetworkError, readResponse } from '../lib/api-client.ts';
import { themeKeys } from './query-keys.ts';

const fetchThemes = async (): Promise<ListResponse<Theme>> => readResponse(api.themes.$get({ query: { limit: '50', offset: '0' } }));

/**
 * The themes, or offline (the request never reached the server) the ones kept on the device
 * (web/sync/kept-themes.ts keeps each list shown), so the header's menu is there offline too
 * instead of vanishing and making the header jump (issue #25). The local database's code loads only
 * then. Unlike the pages' offline fallbacks, the menu says nothing of the network's state.
 */
async function themesOrKept(): Promise<ListResponse<Theme>> {
  try {
    return await fetchThemes();
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const items = await (await import('#web/db/reference-cache.ts')).keptThemes().catch(() => undefined);
    if (!items) throw error;
    return { items, total: items.length, nextCursor: null };
  }
}

/** All themes (spec §7: "Themes list 100, 0, ''"); reference data, rarely changes; the kept list offline. */
export const themesQueryOptions = () =>
  queryOptions({
    queryKey: themeKeys.list(),
    queryFn: themesOrKept,
    staleTime: 60 * 60_000,
  });

export function useThemes() {
  return useQuery(themesQueryOptions());
}

/** The theme title in the reader's language. */
export function themeTitle(theme: Theme, language: string): string {
  return language === 'en' ? theme.title_en : theme.title;
}

/** `th` link value: theme code + '-' + theme id (spec §2). */
export function themeParam(theme: Theme): string {
  return `${theme.code}-${theme.id}`;
}
