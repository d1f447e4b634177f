/** Spec §9: at most 9 theme items at ≥1024 px, 4 from 769 to 1023 px, all in the menu at ≤768 px. */
export const HAMBURGER_MAX_WIDTH = 768;

export function visibleThemeCount(viewportWidth: number): number {
  if (viewportWidth <= HAMBURGER_MAX_WIDTH) return 0;
  return viewportWidth >= 1024 ? 9 : 4;
}
