import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../renditions/ffmpeg.ts';
import { computePeaks, mergeLevels, PEAK_COUNT, storedPeaks } from './peaks.ts';

describe('mergeLevels', () => {
  it('keeps the loudest level of each span, scaled so the loudest is 1, in exactly `count` levels', () => {
    expect(mergeLevels([0.1, 0.2, 0.05, 0.4, 0, 0.1], 3)).toEqual([0.5, 1, 0.25]);
    expect(mergeLevels([0.3], 4)).toEqual([1, 0, 0, 0]);
    expect(mergeLevels([], 2)).toEqual([0, 0]);
    expect(mergeLevels([0, 0, 0], 2)).toEqual([0, 0]);
  });
});

describe('storedPeaks', () => {
  it('reads a stored waveform, and treats a missing or damaged one as not made', () => {
    expect(storedPeaks({ peaks: '[0,0.5,1]' })).toEqual([0, 0.5, 1]);
    expect(storedPeaks({ peaks: null })).toBeNull();
    expect(storedPeaks({ peaks: '[0,"x"]' })).toBeNull();
    expect(storedPeaks({ peaks: '{' })).toBeNull();
  });
});

describe('computePeaks', () => {
  const folder = mkdtemp(path.join(os.tmpdir(), 'peaks-'));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));

  it('draws silence, then a tone, then silence, from the decoded audio', async () => {
    const file = path.join(await folder, 'tone.webm');
    // 2 s of silence, 2 s of a 440 Hz tone, 2 s of silence.
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', "aevalsrc='if(between(t,2,4),0.5*sin(2*PI*440*t),0)':d=6", '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', file]);
    const peaks = await computePeaks(file, 6);
    expect(peaks).toHaveLength(PEAK_COUNT);
    const third = PEAK_COUNT / 3;
    const quiet = [...peaks.slice(0, third - 5), ...peaks.slice(2 * third + 5)];
    const loud = peaks.slice(third + 5, 2 * third - 5);
    expect(Math.max(...quiet)).toBeLessThan(0.05);
    expect(Math.min(...loud)).toBeGreaterThan(0.8);
    expect(Math.max(...peaks)).toBe(1);
  });

  it('refuses a file that is not audio', async () => {
    const file = path.join(await folder, 'not-audio.webm');
    await writeFile(file, 'not audio at all');
    await expect(computePeaks(file, null)).rejects.toThrow(/could not decode/);
  });
});
