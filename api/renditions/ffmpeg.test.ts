import { describe, expect, it } from 'vitest';
import { FFMPEG_TIMEOUT_CEILING_MS, FFMPEG_TIMEOUT_FLOOR_MS, FFMPEG_TIMEOUT_PER_MINUTE_MS, FFMPEG_UNKNOWN_DURATION_SECONDS, FfmpegError, ffmpegTimeoutMs, runFfmpeg } from './ffmpeg.ts';

const minutes = (ms: number) => ms / 60_000;

describe('ffmpeg step time limit', () => {
  it('keeps the 5-minute floor for short media and adds 30 s per minute of media', () => {
    expect(FFMPEG_TIMEOUT_FLOOR_MS).toBe(5 * 60_000);
    expect(ffmpegTimeoutMs(0)).toBe(FFMPEG_TIMEOUT_FLOOR_MS);
    expect(minutes(ffmpegTimeoutMs(60))).toBe(5.5);
    // The 40-minute episode that took 169 s for all its steps at load ~3.
    expect(minutes(ffmpegTimeoutMs(40 * 60))).toBe(25);
    expect(minutes(ffmpegTimeoutMs(2 * 3600))).toBe(65);
    expect(ffmpegTimeoutMs(2 * 3600)).toBe(FFMPEG_TIMEOUT_FLOOR_MS + 120 * FFMPEG_TIMEOUT_PER_MINUTE_MS);
  });

  it('grows with the duration and never passes the ceiling', () => {
    const limits = [0, 30, 600, 2400, 7200, 36_000, 1e7].map(ffmpegTimeoutMs);
    for (let i = 1; i < limits.length; i++) expect(limits[i]).toBeGreaterThanOrEqual(limits[i - 1]!);
    expect(ffmpegTimeoutMs(1e7)).toBe(FFMPEG_TIMEOUT_CEILING_MS);
  });

  it('an unknown or invalid duration gets the allowance of a long episode, not the floor', () => {
    const unknown = ffmpegTimeoutMs(FFMPEG_UNKNOWN_DURATION_SECONDS);
    for (const value of [null, undefined, Number.NaN, -5, Number.POSITIVE_INFINITY]) expect(ffmpegTimeoutMs(value)).toBe(unknown);
    expect(unknown).toBeGreaterThan(ffmpegTimeoutMs(40 * 60));
  });

  it('a step past its limit is killed and fails saying it took too long', async () => {
    // An endless silent source: only the limit stops it.
    const run = runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'], 300);
    await expect(run).rejects.toThrow(FfmpegError);
    await expect(run).rejects.toThrow(/longer than its limit of 1 s and was stopped/);
  });
});
