import { describe, expect, it } from 'vitest';
import { PeakWindow } from './peak-window.ts';

describe('PeakWindow', () => {
  it('never holds more than its capacity, however long the recording', () => {
    const peaks = new PeakWindow(120);
    // 40 minutes of peaks at ten a second.
    for (let i = 0; i < 40 * 60 * 10; i++) peaks.push((i % 100) / 100);
    expect(peaks.size).toBe(120);
    expect(peaks.recent()).toHaveLength(120);
  });

  it('keeps the newest peaks, oldest first, dropping the oldest past the capacity', () => {
    const peaks = new PeakWindow(3);
    peaks.push(0.1);
    peaks.push(0.2);
    expect(peaks.recent()).toEqual([0.1, 0.2].map(Math.fround));
    peaks.push(0.3);
    peaks.push(0.4);
    peaks.push(0.5);
    expect(peaks.recent()).toEqual([0.3, 0.4, 0.5].map(Math.fround));
    expect(peaks.recent(2)).toEqual([0.4, 0.5].map(Math.fround));
    expect(peaks.recent(10)).toHaveLength(3);
  });

  it('clamps peaks to 0–1, counts changes, and starts empty again when cleared', () => {
    const peaks = new PeakWindow(4);
    const before = peaks.version;
    peaks.push(3);
    peaks.push(-1);
    peaks.push(Number.NaN);
    expect(peaks.recent()).toEqual([1, 0, 0]);
    expect(peaks.version).toBe(before + 3);
    peaks.clear();
    expect(peaks.size).toBe(0);
    expect(peaks.recent()).toEqual([]);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new PeakWindow(0)).toThrow(RangeError);
    expect(() => new PeakWindow(2.5)).toThrow(RangeError);
  });
});
