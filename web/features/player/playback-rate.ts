/** The chosen speed is kept for every podcast. (Positions live in the progress store: `web/sync/progress.ts`.) */
export const RATE_KEY = 'player.rate';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export const SKIP_SECONDS = 15;

/**
 * A speed as the menu shows it ("1.25" in English, "1,25" in French), written without `Intl`: the
 * page's first number format loads the locale's ICU data, ~120 ms of a phone's main thread (4×
 * slower CPU) inside the render that adopts the server's page (issue #11; as web/lib/format-date.ts).
 */
export function formatRate(rate: number, language: string): string {
  const text = String(rate);
  return language === 'en' ? text : text.replace('.', ',');
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readRate(): number {
  const value = Number(read(RATE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(value) ? value : 1;
}

export function saveRate(rate: number): void {
  try {
    localStorage.setItem(RATE_KEY, String(rate));
  } catch {
    // Storage full or blocked: the speed is simply not remembered.
  }
}
