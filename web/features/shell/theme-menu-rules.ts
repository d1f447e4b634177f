/**
 * Spec §9: at most 9 theme items at 1024 px or wider, 4 from 769 to 1023 px, all in the menu at
 * 768 px or less (the hamburger), the rest under "more" (threshold 1200 px).
 *
 * Measured in French, whose labels are longer, with a signed-in reader's header (logo, search box,
 * and five actions, the new-post one with its label from 1440 px; issue #25): the 9 items with
 * "more" take 872 px, and between 1024 and 1679 px they leave the search box less than 200 px, down
 * to none at 1440 px. So the bar keeps 4 items up to the spec's 1200 px threshold, takes 6 from
 * there (501 px of 529 free at 1200 px), 7 from 1440 px, and all 9 from 1680 px: never more than 9,
 * and the search box keeps at least 200 px. The rest stays reachable under "more".
 */
export const HAMBURGER_MAX_WIDTH = 768;
/** Spec §9's "more" threshold: from here the bar holds more than the 4 items of medium screens. */
export const MORE_ITEMS_MIN_WIDTH = 1200;

/** [from this width (px), items shown], widest first. */
const BANDS: readonly (readonly [number, number])[] = [
  [1680, 9],
  [1440, 7],
  [MORE_ITEMS_MIN_WIDTH, 6],
  [HAMBURGER_MAX_WIDTH + 1, 4],
];

export function visibleThemeCount(viewportWidth: number): number {
  return BANDS.find(([from]) => viewportWidth >= from)?.[1] ?? 0;
}
