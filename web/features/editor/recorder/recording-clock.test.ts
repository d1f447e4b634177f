import { describe, expect, it } from 'vitest';
import { RecordingClock } from './recording-clock.ts';

describe('RecordingClock', () => {
  it('counts while running and holds while paused', () => {
    let now = 1000;
    const clock = new RecordingClock(() => now);
    expect(clock.elapsedMs()).toBe(0);
    clock.run();
    now += 2400;
    expect(clock.elapsedMs()).toBe(2400);
    clock.hold();
    now += 10_000;
    expect(clock.elapsedMs()).toBe(2400);
    clock.run();
    clock.run();
    now += 2700;
    expect(clock.elapsedMs()).toBe(5100);
  });
});
