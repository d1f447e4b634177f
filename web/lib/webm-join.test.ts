import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FFMPEG_PATH } from '#api/renditions/ffmpeg.ts';
import { joinWebm, webmDurationMs, WebmJoinError } from './webm-join.ts';

/** Debian Chromium's MediaRecorder: 3 s of a tone, Opus in WebM, unknown-size Segment and Clusters. */
const recording = new Uint8Array(readFileSync(path.resolve('tests/utils/media/chromium-recording.webm')));

/** What ffmpeg decodes of a file: its length in seconds and any decoding error it reports. */
function decode(bytes: Uint8Array): { seconds: number; errors: string } {
  const file = path.join(os.tmpdir(), `join-${process.pid}-${Math.random().toString(36).slice(2)}.webm`);
  spawnSync('sh', ['-c', `cat > ${file}`], { input: bytes });
  const run = spawnSync(FFMPEG_PATH, ['-hide_banner', '-v', 'error', '-stats', '-i', file, '-f', 'null', '-'], { encoding: 'utf8' });
  spawnSync('rm', ['-f', file]);
  const times = [...run.stderr.matchAll(/time=(\d+):(\d+):(\d+\.\d+)/g)].map((m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
  return {
    seconds: times.at(-1) ?? 0,
    errors: run.stderr
      .split('\n')
      .filter((l) => l.trim() && !l.includes('time='))
      .join('\n'),
  };
}

/** A WebM as ffmpeg writes it (known sizes, Duration, SeekHead, Cues): mono Opus at 48 kHz. */
function ffmpegWebm(seconds: number, frequency: number): Uint8Array {
  const run = spawnSync(
    FFMPEG_PATH,
    ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=48000:duration=${seconds}`, '-ac', '1', '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', '-'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return new Uint8Array(run.stdout);
}

describe('joining WebM recordings (appending takes)', () => {
  it('plays a MediaRecorder take then another as one recording, as long as both', () => {
    const alone = webmDurationMs(recording);
    expect(alone).toBeGreaterThan(2500);
    expect(alone).toBeLessThan(3200);
    const { bytes, durationMs } = joinWebm(recording, recording);
    expect(durationMs).toBe(2 * alone);
    expect(webmDurationMs(bytes)).toBe(durationMs);
    const decoded = decode(bytes);
    expect(decoded.errors).toBe('');
    expect(Math.abs(decoded.seconds - durationMs / 1000)).toBeLessThan(0.1);
    // Joined again (a third take), it keeps growing by whole takes.
    const three = joinWebm(bytes, recording);
    expect(three.durationMs).toBe(3 * alone);
    expect(Math.abs(decode(three.bytes).seconds - three.durationMs / 1000)).toBeLessThan(0.1);
  });

  it('drops what the appended part would contradict in a finished file (Duration, Cues), so the whole plays', () => {
    const first = ffmpegWebm(2, 440);
    const second = ffmpegWebm(1.5, 660);
    const { bytes, durationMs } = joinWebm(first, second);
    expect(Math.abs(durationMs - 3500)).toBeLessThan(50);
    const decoded = decode(bytes);
    expect(decoded.errors).toBe('');
    expect(Math.abs(decoded.seconds - 3.5)).toBeLessThan(0.1);
  });

  it('refuses what is not WebM, and takes in different formats', () => {
    expect(() => joinWebm(new TextEncoder().encode('ID3 not a webm file at all'), recording)).toThrow(WebmJoinError);
    expect(() => joinWebm(recording, new Uint8Array(0))).toThrow(WebmJoinError);
    const stereo = new Uint8Array(
      spawnSync(FFMPEG_PATH, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1:sample_rate=48000', '-ac', '2', '-c:a', 'libopus', '-f', 'webm', '-'], { maxBuffer: 4 * 1024 * 1024 }).stdout,
    );
    try {
      joinWebm(ffmpegWebm(1, 440), stereo);
      expect.unreachable();
    } catch (error) {
      expect((error as WebmJoinError).reason).toBe('different-format');
    }
  });
});
