/** Where each podcast was left, per article id, so reading resumes there on the next visit. */
export const POSITION_KEY_PREFIX = 'player.position.';
/** The chosen speed is kept for every podcast. */
export const RATE_KEY = 'player.rate';
/** Saved at most this often while playing (and always on pause). */
export const SAVE_EVERY_SECONDS = 5;
/** Positions this close to either end are not worth resuming. */
const EDGE_SECONDS = 5;

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export const SKIP_SECONDS = 15;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the position is simply not remembered.
  }
}

export function readPosition(articleId: string): number {
  const value = Number(read(POSITION_KEY_PREFIX + articleId));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function savePosition(articleId: string, seconds: number, duration: number): void {
  const nearEnd = Number.isFinite(duration) && duration > 0 && seconds >= duration - EDGE_SECONDS;
  write(POSITION_KEY_PREFIX + articleId, seconds < EDGE_SECONDS || nearEnd ? null : seconds.toFixed(1));
}

/** The position to start from: the saved one, unless it lies past the end (file replaced). */
export function resumeTarget(articleId: string, duration: number): number {
  const saved = readPosition(articleId);
  if (!saved) return 0;
  return Number.isFinite(duration) && duration > 0 && saved >= duration - EDGE_SECONDS ? 0 : saved;
}

export function readRate(): number {
  const value = Number(read(RATE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(value) ? value : 1;
}

export function saveRate(rate: number): void {
  write(RATE_KEY, String(rate));
}
