/** Spec §4/§5/§9: at least 2 characters, 300 ms debounce, 10 asked, 4 shown, closed 200 ms after blur. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_REQUEST_LIMIT = 10;
export const SEARCH_RESULTS_SHOWN = 4;
export const SEARCH_BLUR_CLOSE_MS = 200;

/** The filter panel's choices; the tribe keeps its name so the select can show it after a new search. */
export interface SearchFilters {
  type?: 1 | 2 | 3;
  tribe?: { id: number; name: string };
  theme?: number;
}

export function activeFilterCount(filters: SearchFilters): number {
  return [filters.type, filters.tribe, filters.theme].filter((value) => value !== undefined).length;
}
