import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Theme } from '#api/schemas/theme.ts';
import { api, readResponse } from '../lib/api-client.ts';
import { themeKeys } from './query-keys.ts';

/** All themes (spec §7: "Themes list 100, 0, ''"); reference data, rarely changes. */
export const themesQueryOptions = () =>
  queryOptions({
    queryKey: themeKeys.list(),
    queryFn: async () => readResponse(api.themes.$get({ query: { limit: '50', offset: '0' } })),
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
