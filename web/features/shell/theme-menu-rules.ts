/**
 * Spec §9: at most 9 theme items at ≥1024 px, 4 from 769 to 1023 px, all in the menu at ≤768 px,
 * the rest under "more". Between 1024 and 1439 px the header also holds the search box and, for a
 * signed-in reader, five actions: fewer items fit there (still "at most 9"), so the search box keeps
 * a usable width.
 */
export const HAMBURGER_MAX_WIDTH = 768;

export function visibleThemeCount(viewportWidth: number): number {
  if (viewportWidth <= HAMBURGER_MAX_WIDTH) return 0;
  if (viewportWidth < 1280) return 4;
  return viewportWidth < 1440 ? 6 : 9;
}
