import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { SEARCH_MIN_CHARS, SEARCH_REQUEST_LIMIT, SEARCH_RESULTS_SHOWN, type SearchFilters } from '../search-rules.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

// Dexie and the full-text index (MiniSearch) load only when the network fails: they stay off the
// first view's scripts (issue #11), in their own chunk.
const keptSearch = () => import('#web/db/kept-search.ts');

/**
 * The header search (spec §4: autocomplete with a filter panel). Without filters it asks the
 * autocomplete path, `GET /api/articles/suggestions?q=…&limit=10` (titles and authors' names by
 * prefix, milliseconds at any size); with the panel's type, tribe or theme, the full search
 * `GET /api/articles?keywords=…&limit=10` with them. When the suggestions cannot fill the dropdown,
 * the full search (words anywhere in a story, accent-insensitive, ranked) completes it: "cacao" or
 * "éduc" are in stories' text, not at the start of a title (issue #25).
 */
export const searchArticlesQueryOptions = (keywords: string, filters: SearchFilters) =>
  queryOptions({
    queryKey: articleKeys.search({ keywords, type: filters.type, tribe: filters.tribe?.id, theme: filters.theme }),
    // Offline, search looks through the articles kept on this device (a full-text index of them).
    queryFn: withOfflineFallback(
      async ({ signal }: { signal: AbortSignal }) => {
        const limit = String(SEARCH_REQUEST_LIMIT);
        if (!filters.type && !filters.tribe && !filters.theme) {
          const suggested = await readResponse(api.articles.suggestions.$get({ query: { q: keywords, limit } }, { init: { signal } }));
          if (suggested.items.length >= SEARCH_RESULTS_SHOWN) return suggested;
          const found = await readResponse(api.articles.$get({ query: { keywords, limit } }, { init: { signal } }));
          const seen = new Set(suggested.items.map((article) => article.id));
          return { ...suggested, items: [...suggested.items, ...found.items.filter((article) => !seen.has(article.id))] };
        }
        const query: Record<string, string> = { keywords, limit };
        if (filters.type) query.type = String(filters.type);
        if (filters.tribe) query.tribe = String(filters.tribe.id);
        if (filters.theme) query.theme = String(filters.theme);
        return readResponse(api.articles.$get({ query }, { init: { signal } }));
      },
      async () => (await keptSearch()).searchKeptArticles(keywords, { type: filters.type, tribe: filters.tribe?.id, theme: filters.theme }, SEARCH_REQUEST_LIMIT),
    ),
    enabled: keywords.length >= SEARCH_MIN_CHARS,
    staleTime: 60_000,
  });

export function useSearchArticles(keywords: string, filters: SearchFilters) {
  // The previous results stay listed while the next ones load, so the dropdown does not flicker.
  return useQuery({ ...searchArticlesQueryOptions(keywords, filters), placeholderData: keepPreviousData });
}
