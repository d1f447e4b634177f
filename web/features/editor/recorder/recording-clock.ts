/** The page's monotonic clock (ms); the recorder's tests replace it to play time. */
export const monotonicNow = (): number => performance.now();

/**
 * Elapsed recording time: runs while recording, holds while paused. Read when it is needed (a
 * chunk arrives, the display ticks, the recording stops) rather than pushed on every frame.
 */
export class RecordingClock {
  private kept = 0;
  private since: number | null = null;

  constructor(private readonly now: () => number = monotonicNow) {}

  /** Starts or resumes counting. */
  run(): void {
    if (this.since === null) this.since = this.now();
  }

  /** Stops counting, keeping the time so far. */
  hold(): void {
    this.kept = this.elapsedMs();
    this.since = null;
  }

  /** Milliseconds recorded so far. */
  elapsedMs(): number {
    return this.kept + (this.since === null ? 0 : this.now() - this.since);
  }
}
