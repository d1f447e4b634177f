/** Card titles are cut to 25 characters plus an ellipsis (spec §9). */
export const CARD_TITLE_MAX = 25;

export function truncate(text: string, max = CARD_TITLE_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
