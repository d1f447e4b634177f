/** The chosen speed is kept for every podcast. (Positions live in the progress store: `web/sync/progress.ts`.) */
export const RATE_KEY = 'player.rate';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export const SKIP_SECONDS = 15;

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
