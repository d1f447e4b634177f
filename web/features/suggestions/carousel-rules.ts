/** Spec §9: the suggestion carousel advances every 5000 ms. */
export const AUTOPLAY_MS = 5000;

/** Spec §9: 2, 3 or 5 items visible from 0, 600 and 1000 px of viewport width. */
export const BREAKPOINTS: readonly { minWidth: number; items: number }[] = [
  { minWidth: 1000, items: 5 },
  { minWidth: 600, items: 3 },
  { minWidth: 0, items: 2 },
];

/** The next first-visible index, looping back to the start after the last full view. */
export function nextIndex(index: number, count: number, visible: number, step = 1): number {
  const last = Math.max(0, count - visible);
  if (last === 0) return 0;
  const next = index + step;
  if (next > last) return step > 0 ? 0 : last;
  if (next < 0) return last;
  return next;
}
