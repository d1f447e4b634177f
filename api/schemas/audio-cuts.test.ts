import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CutsSchema, clampCuts, cutIssue, cutsKey, cutsOfKey, editedDuration, innerCuts, keptSpans, mergeCuts, skipCut, trimOf, withTrim, type Cut } from './audio-cuts.ts';

const cutArb = fc.tuple(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 1, max: 20_000 })).map(([start, len]) => ({ start, end: start + len }));

describe('cut list', () => {
  it('merges overlapping and touching cuts, sorted, and drops empty ones', () => {
    expect(
      mergeCuts([
        { start: 5000, end: 6000 },
        { start: 0, end: 1000 },
        { start: 900, end: 2000 },
        { start: 2000, end: 2500 },
        { start: 7000, end: 7000 },
      ]),
    ).toEqual([
      { start: 0, end: 2500 },
      { start: 5000, end: 6000 },
    ]);
  });

  it('applies cuts to a duration: the kept spans and the edited length', () => {
    const cuts = [
      { start: 0, end: 1500 },
      { start: 4000, end: 5000 },
      { start: 9000, end: 12_000 },
    ];
    expect(keptSpans(cuts, 10_000)).toEqual([
      { start: 1500, end: 4000 },
      { start: 5000, end: 9000 },
    ]);
    expect(editedDuration(cuts, 10_000)).toBe(6500);
    expect(editedDuration([], 10_000)).toBe(10_000);
    expect(clampCuts(cuts, 10_000).at(-1)).toEqual({ start: 9000, end: 10_000 });
  });

  it('keeps what the cuts do not remove, whatever the cuts (property)', () => {
    fc.assert(
      fc.property(fc.array(cutArb, { maxLength: 12 }), fc.integer({ min: 0, max: 90_000 }), (cuts, duration) => {
        const merged = mergeCuts(cuts);
        for (let i = 1; i < merged.length; i++) expect(merged[i]!.start).toBeGreaterThan(merged[i - 1]!.end);
        const removed = clampCuts(cuts, duration).reduce((s, c) => s + c.end - c.start, 0);
        expect(editedDuration(cuts, duration)).toBe(duration - removed);
        // Every millisecond probed is either in a kept span or in a cut, never both.
        for (const t of [0, duration / 3, duration / 2, duration - 1].map(Math.floor).filter((t) => t >= 0 && t < duration)) {
          const kept = keptSpans(cuts, duration).some((s) => t >= s.start && t < s.end);
          const cut = merged.some((c) => t >= c.start && t < c.end);
          expect(kept).toBe(!cut);
        }
        expect(cutsOfKey(cutsKey(cuts))).toEqual(merged);
      }),
    );
  });

  it('validates: nothing left, too short, or fine', () => {
    expect(cutIssue([{ start: 0, end: 10_000 }], 10_000)).toBe('nothing_left');
    expect(cutIssue([{ start: 0, end: 9600 }], 10_000)).toBe('too_short');
    expect(cutIssue([{ start: 0, end: 2000 }], 10_000)).toBeNull();
    expect(cutIssue([], 500)).toBeNull();
  });

  it('refuses malformed cuts in the schema and merges good ones', () => {
    const parse = (cuts: unknown) => v.safeParse(CutsSchema, cuts);
    expect(parse([{ start: 2000, end: 1000 }]).success).toBe(false);
    expect(parse([{ start: -1, end: 1000 }]).success).toBe(false);
    expect(parse([{ start: 0.5, end: 1000 }]).success).toBe(false);
    expect(parse([{ start: 0, end: 25 * 3600_000 }]).success).toBe(false);
    expect(parse(Array.from({ length: 201 }, (_, i) => ({ start: i * 10, end: i * 10 + 5 }))).success).toBe(false);
    expect(
      parse([
        { start: 3000, end: 4000 },
        { start: 0, end: 3500 },
      ]).output,
    ).toEqual([{ start: 0, end: 4000 }]);
  });

  it('trims the start and end while keeping the cuts in the middle', () => {
    const duration = 20_000;
    let cuts: Cut[] = [{ start: 8000, end: 9000 }];
    cuts = withTrim(cuts, duration, { start: 1200, end: 18_000 });
    expect(cuts).toEqual([
      { start: 0, end: 1200 },
      { start: 8000, end: 9000 },
      { start: 18_000, end: 20_000 },
    ]);
    expect(trimOf(cuts, duration)).toEqual({ start: 1200, end: 18_000 });
    expect(innerCuts(cuts, duration)).toEqual([{ start: 8000, end: 9000 }]);
    // Trimming past a middle cut drops it.
    cuts = withTrim(cuts, duration, { start: 10_000, end: 18_000 });
    expect(cuts).toEqual([
      { start: 0, end: 10_000 },
      { start: 18_000, end: 20_000 },
    ]);
    expect(editedDuration(cuts, duration)).toBe(8000);
    expect(trimOf([], duration)).toEqual({ start: 0, end: duration });
  });

  it('skips a preview over cuts, chained ones included', () => {
    const cuts = [
      { start: 1000, end: 2000 },
      { start: 2000, end: 3000 },
      { start: 5000, end: 6000 },
    ];
    expect(skipCut(cuts, 500)).toBe(500);
    expect(skipCut(cuts, 1500)).toBe(3000);
    expect(skipCut(cuts, 5999)).toBe(6000);
    expect(skipCut(cuts, 6000)).toBe(6000);
  });

  it('reads no cut from an unreadable key', () => {
    expect(cutsOfKey('')).toEqual([]);
    expect(cutsOfKey('1-2,x')).toEqual([]);
  });
});
