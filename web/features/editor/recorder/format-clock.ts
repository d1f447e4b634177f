/** Milliseconds as m:ss (or h:mm:ss), for the recorder's timer and the take's length. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Milliseconds as m:ss.t (tenths), for trim and cut positions. */
export function formatPrecise(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  return `${formatClock(Math.floor(tenths / 10) * 1000)}.${tenths % 10}`;
}
