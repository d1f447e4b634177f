/**
 * The last `capacity` input peaks (0–1) the live waveform shows, in a fixed ring: a recording of
 * any length holds the same few hundred bytes (the recorder's page must not grow through a
 * 40-minute episode: a phone kills a tab that does). Pushing past the capacity drops the oldest.
 */
export class PeakWindow {
  private readonly ring: Float32Array;
  private next = 0;
  private count = 0;
  /** Bumped on every change: a drawer redraws only when it moved. */
  version = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity <= 0) throw new RangeError(`PeakWindow capacity must be a positive integer, got ${capacity}`);
    this.ring = new Float32Array(capacity);
  }

  /** How many peaks are held (never more than `capacity`). */
  get size(): number {
    return this.count;
  }

  /** Adds the newest peak, clamped to 0–1. */
  push(peak: number): void {
    this.ring[this.next] = Number.isFinite(peak) ? Math.min(1, Math.max(0, peak)) : 0;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.capacity, this.count + 1);
    this.version++;
  }

  /** Forgets every peak (a new recording starts empty). */
  clear(): void {
    this.next = 0;
    this.count = 0;
    this.version++;
  }

  /** Calls `visit` on the newest `last` peaks (all by default), oldest first, with their index from 0. */
  forEachRecent(visit: (peak: number, index: number) => void, last = this.count): void {
    const n = Math.min(Math.max(0, last), this.count);
    const start = (this.next - n + this.capacity) % this.capacity;
    for (let i = 0; i < n; i++) visit(this.ring[(start + i) % this.capacity]!, i);
  }

  /** The newest `last` peaks, oldest first (a copy, for tests and for assistive summaries). */
  recent(last = this.count): number[] {
    const out: number[] = [];
    this.forEachRecent((peak) => out.push(peak), last);
    return out;
  }
}
