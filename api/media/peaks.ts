import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import type { DB } from '../db/connection.ts';
import { FFMPEG_NICENESS, FFMPEG_PATH, FfmpegError, ffmpegTimeoutMs } from '../renditions/ffmpeg.ts';
import type { MediaStore } from './media-store.ts';

/**
 * How many levels a waveform has. The player draws a bar every 5 px, about 140 on a phone and
 * 200 on a desktop: 400 gives wavesurfer room to resample, and stays near 2 KB of JSON.
 */
export const PEAK_COUNT = 400;
/** Decoding rate: plenty for a level per bar, and decoding 40 minutes takes seconds. */
const SAMPLE_RATE = 8000;
/** Levels are kept every 10 ms while decoding, then merged into `PEAK_COUNT`. */
const SAMPLES_PER_STEP = SAMPLE_RATE / 100;

/**
 * Merges fine-grained levels into `count` levels (each the loudest it covers), rounded to two
 * decimals and scaled so the loudest is 1 (as the player shows them); all zeros for silence.
 */
export function mergeLevels(levels: ArrayLike<number>, count = PEAK_COUNT): number[] {
  const out = new Array<number>(count).fill(0);
  if (levels.length === 0) return out;
  for (let i = 0; i < levels.length; i++) {
    const slot = Math.min(count - 1, Math.floor((i * count) / levels.length));
    if (levels[i]! > out[slot]!) out[slot] = levels[i]!;
  }
  const loudest = Math.max(...out);
  return loudest > 0 ? out.map((level) => Math.round((level / loudest) * 100) / 100) : out;
}

/**
 * The waveform of an audio or video file: ffmpeg decodes it to 8 kHz mono 16-bit samples on its
 * stdout, read as a stream (a long episode is never held in memory), one level per 10 ms. Its time
 * limit follows the file's duration, like every whole-file ffmpeg step.
 */
export function computePeaks(file: string, mediaSeconds: number | null, count = PEAK_COUNT): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-hide_banner', '-nostdin', '-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, FFMPEG_NICENESS);
      } catch {
        // Not allowed here (some containers): it still runs, at normal priority.
      }
    }
    const levels: number[] = [];
    let step = 0;
    let inStep = 0;
    let carry: Buffer | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      const data = carry ? Buffer.concat([carry, chunk]) : chunk;
      const whole = data.length - (data.length % 2);
      for (let offset = 0; offset < whole; offset += 2) {
        const sample = Math.abs(data.readInt16LE(offset));
        if (sample > step) step = sample;
        if (++inStep === SAMPLES_PER_STEP) {
          levels.push(step / 32768);
          step = 0;
          inStep = 0;
        }
      }
      carry = whole < data.length ? data.subarray(whole) : null;
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-4096);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), ffmpegTimeoutMs(mediaSeconds));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new FfmpegError(`ffmpeg could not decode the audio (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-300)}`));
      if (inStep > 0) levels.push(step / 32768);
      if (levels.length === 0) return reject(new FfmpegError('ffmpeg decoded no audio.'));
      resolve(mergeLevels(levels, count));
    });
  });
}

/** The stored waveform of `row`, parsed; null when not made yet (or unreadable). */
export function storedPeaks(row: { peaks: string | null }): number[] | null {
  if (!row.peaks) return null;
  try {
    const peaks: unknown = JSON.parse(row.peaks);
    return Array.isArray(peaks) && peaks.every((p) => typeof p === 'number') ? peaks : null;
  } catch {
    return null;
  }
}

/** Waveforms being made in this process, so concurrent first requests decode a file once. */
const making = new Map<string, Promise<number[]>>();

/**
 * The waveform of audio file `id`, made from the media store and saved with the file the first
 * time it is asked for (any instance may make it; the result is the same, the last write wins).
 */
export function peaksOf(db: DB, media: MediaStore, file: { id: string; duration_seconds: number | null }): Promise<number[]> {
  const { id } = file;
  let pending = making.get(id);
  if (!pending) {
    pending = media
      .withLocalFile(id, (local) => computePeaks(local, file.duration_seconds))
      .then(async (peaks) => {
        await db
          .updateTable('files')
          .set({ peaks: JSON.stringify(peaks) })
          .where('id', '=', id)
          .execute();
        return peaks;
      })
      .finally(() => making.delete(id));
    making.set(id, pending);
  }
  return pending;
}
