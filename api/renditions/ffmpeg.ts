import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { mergeCuts, type Cut } from '../schemas/audio-cuts.ts';

/** The static ffmpeg binary installed by `@ffmpeg-installer/ffmpeg` (libmp3lame, loudnorm, ebur128). */
export const FFMPEG_PATH: string = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Podcast loudness norm (AES TD1008, Apple): −16 LUFS integrated, true peak at most −1 dBTP. */
export const TARGET_LUFS = -16;
export const MAX_TRUE_PEAK_DBTP = -1;
/**
 * The limiter's ceiling sits under the norm's −1 dBTP: MP3 encoding adds inter-sample overshoot
 * (up to 0.9 dB measured on noisy speech at 96 kbit/s), so aiming at −1 would land above it.
 */
const LIMITER_CEILING_DBTP = -2.5;
const LOUDNESS_RANGE_LU = 11;
/** Speech-grade MP3: mono, 44.1 kHz (loudnorm works at 192 kHz and must be brought back), 96 kbit/s. */
const MP3_ARGS = ['-ar', '44100', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '96k', '-f', 'mp3'];
/**
 * Each ffmpeg step over a whole file gets `FFMPEG_TIMEOUT_FLOOR_MS` plus `FFMPEG_TIMEOUT_PER_MINUTE_MS`
 * per minute of media (`ffmpegTimeoutMs`). Measured: a 40-minute rendition, all its steps, took 169 s
 * at load ~3 on 2 cores, about 4 s per minute of audio; a step at 30 s per minute (a 2-hour episode:
 * 5 + 60 minutes) survives a server many times slower than that, and still stops a hung encoder.
 */
export const FFMPEG_TIMEOUT_FLOOR_MS = 5 * 60_000;
export const FFMPEG_TIMEOUT_PER_MINUTE_MS = 30_000;
/** A file whose duration is unknown is given the allowance of this long a file. */
export const FFMPEG_UNKNOWN_DURATION_SECONDS = 2 * 3600;
/** No step runs longer than this, whatever duration a file claims (a lying header must not hold the worker for days). */
export const FFMPEG_TIMEOUT_CEILING_MS = 6 * 3600_000;

/** The time limit of one ffmpeg step over `mediaSeconds` of media (null or invalid: unknown). */
export function ffmpegTimeoutMs(mediaSeconds: number | null | undefined): number {
  const seconds = typeof mediaSeconds === 'number' && Number.isFinite(mediaSeconds) && mediaSeconds >= 0 ? mediaSeconds : FFMPEG_UNKNOWN_DURATION_SECONDS;
  return Math.min(FFMPEG_TIMEOUT_CEILING_MS, FFMPEG_TIMEOUT_FLOOR_MS + Math.ceil((seconds / 60) * FFMPEG_TIMEOUT_PER_MINUTE_MS));
}

export class FfmpegError extends Error {
  /** ffmpeg's exit code when it ended on its own with an error; null when it did not start, was stopped or timed out. */
  constructor(
    message: string,
    readonly exitCode: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Niceness of the encoder: the lowest priority. Requests (sign-ins hash passwords for hundreds of
 * milliseconds) come first; with several instances on one machine, each encoding, the encoders would
 * otherwise take every core.
 */
export const FFMPEG_NICENESS = 19;

/**
 * Runs ffmpeg at `FFMPEG_NICENESS`; resolves with its stderr (where its filters report), rejects on
 * exit ≠ 0 or after `timeoutMs` (the process is killed; the error says it took too long). `onStart`
 * gets the process id (tests check its priority).
 */
export function runFfmpeg(args: readonly string[], timeoutMs = FFMPEG_TIMEOUT_FLOOR_MS, onStart?: (pid: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-hide_banner', '-nostdin', '-nostats', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, FFMPEG_NICENESS);
      } catch {
        // Not allowed here (some containers): the encoding still runs, at normal priority.
      }
      onStart?.(child.pid);
    }
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Keep the tail only: the filters' reports come last, and progress lines must not grow memory.
      stderr = (stderr + chunk).slice(-64 * 1024);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stderr);
      else if (timedOut) reject(new FfmpegError(`ffmpeg took longer than its limit of ${Math.ceil(timeoutMs / 1000)} s and was stopped.`));
      else reject(new FfmpegError(`ffmpeg ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`, signal ? null : code));
    });
  });
}

interface LoudnormMeasure {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

/** Loudness before normalisation, where the peak limiter works: 4 LU under the target. */
const PRE_LEVEL_LUFS = TARGET_LUFS - 4;
/** Peaks are held 12 dB over that level (speech's usual crest), so the final gain can stay linear. */
const PRE_PEAK_DBFS = PRE_LEVEL_LUFS + 12;
const MAX_PRE_GAIN_DB = 40;

function loudnormFilter(extra = ''): string {
  return `loudnorm=I=${TARGET_LUFS}:TP=${LIMITER_CEILING_DBTP}:LRA=${LOUDNESS_RANGE_LU}${extra}`;
}

/** Measures `filters` applied to `input` with loudnorm's first pass (JSON at the end of stderr). */
async function loudnormMeasure(input: string, filters: string, timeoutMs: number): Promise<LoudnormMeasure> {
  const chain = [filters, loudnormFilter(':print_format=json')].filter(Boolean).join(',');
  const stderr = await runFfmpeg(['-i', input, '-vn', '-af', chain, '-f', 'null', '-'], timeoutMs);
  const json = stderr.slice(stderr.lastIndexOf('{'), stderr.lastIndexOf('}') + 1);
  let parsed: Partial<LoudnormMeasure>;
  try {
    parsed = JSON.parse(json) as Partial<LoudnormMeasure>;
  } catch {
    throw new FfmpegError('ffmpeg did not report the loudness of the input.');
  }
  const keys = ['input_i', 'input_tp', 'input_lra', 'input_thresh', 'target_offset'] as const;
  // Silence measures as -inf: nothing to normalise against, and a second pass would fail on it.
  if (keys.some((k) => !Number.isFinite(Number(parsed[k])))) throw new FfmpegError('The audio is silent or unreadable: no loudness to normalise.');
  return parsed as LoudnormMeasure;
}

/**
 * One normalisation round. loudnorm alone misses the target on quiet recordings with sharp peaks
 * (its dynamic mode undershoots by several LU), so the input is first brought near the target and
 * its peaks limited to a speech crest; then loudnorm, given that chain's measures (two-pass), can
 * apply one linear gain under the true-peak ceiling.
 */
async function normaliseOnce(input: string, output: string, timeoutMs: number, edit = ''): Promise<void> {
  const raw = await loudnormMeasure(input, edit, timeoutMs);
  const gain = Math.min(MAX_PRE_GAIN_DB, PRE_LEVEL_LUFS - Number(raw.input_i));
  const limit = 10 ** (PRE_PEAK_DBFS / 20);
  const pre = [edit, `volume=${gain.toFixed(2)}dB,alimiter=limit=${limit.toFixed(4)}:attack=1:release=60:level=false`].filter(Boolean).join(',');
  const m = await loudnormMeasure(input, pre, timeoutMs);
  const measured = `:measured_I=${m.input_i}:measured_TP=${m.input_tp}:measured_LRA=${m.input_lra}:measured_thresh=${m.input_thresh}:offset=${m.target_offset}:linear=true`;
  await runFfmpeg(['-y', '-i', input, '-vn', '-map_metadata', '-1', '-af', `${pre},${loudnormFilter(measured)}`, ...MP3_ARGS, output], timeoutMs);
}

/**
 * A result this close to the target is kept: the chain lands about 0.6 LU under −16 on real speech
 * (the limiter's work), well inside the ±1 LU podcast tolerance; a second round would not move it.
 */
const ROUND_TOLERANCE_LU = 0.75;

function onTarget(l: Loudness): boolean {
  return Math.abs(l.integratedLufs - TARGET_LUFS) <= ROUND_TOLERANCE_LU && l.truePeakDbtp <= MAX_TRUE_PEAK_DBTP;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * The filters that take the cut spans out (non-destructive edit, api/schemas/audio-cuts.ts): audio
 * frames inside a cut are dropped, then timestamps are rewritten from the sample count so the kept
 * spans play back to back. `''` when there is nothing to cut. The commas inside the expression are
 * protected by the quotes (ffmpeg's filtergraph syntax; no shell is involved).
 */
export function cutFilter(cuts: readonly Cut[]): string {
  const merged = mergeCuts(cuts);
  if (merged.length === 0) return '';
  const inside = merged.map((c) => `between(t,${seconds(c.start)},${seconds(c.end)})`).join('+');
  return `aselect='not(${inside})',asetpts=N/SR/TB`;
}

/**
 * Makes the podcast rendition of `input` at `output` (speech-grade MP3, video and cover streams
 * dropped), with `cuts` taken out first, and answers its measured loudness. A result off target by
 * more than 0.75 LU gets a second round from the first one's output (unusual material: the limiter
 * took much of the loudness; the cuts are already applied there). Each step's time limit follows
 * the input's duration, `mediaSeconds` (`ffmpegTimeoutMs`; null: unknown).
 */
export async function renderPodcastMp3(input: string, output: string, cuts: readonly Cut[] = [], mediaSeconds: number | null = null): Promise<Loudness> {
  const timeoutMs = ffmpegTimeoutMs(mediaSeconds);
  await normaliseOnce(input, output, timeoutMs, cutFilter(cuts));
  const first = await measureEbur128(output, mediaSeconds);
  if (onTarget(first)) return first;
  const retry = `${output}.2`;
  try {
    await normaliseOnce(output, retry, timeoutMs);
    const second = await measureEbur128(retry, mediaSeconds);
    if (Math.abs(second.integratedLufs - TARGET_LUFS) >= Math.abs(first.integratedLufs - TARGET_LUFS) || second.truePeakDbtp > MAX_TRUE_PEAK_DBTP) return first;
    await rename(retry, output);
    return second;
  } finally {
    await rm(retry, { force: true });
  }
}

export interface Loudness {
  integratedLufs: number;
  truePeakDbtp: number;
}

/** EBU R128 measure of a file by ffmpeg's `ebur128` filter (integrated loudness, true peak); `mediaSeconds` sets the time limit. */
export async function measureEbur128(file: string, mediaSeconds: number | null = null): Promise<Loudness> {
  const stderr = await runFfmpeg(['-i', file, '-vn', '-af', 'ebur128=peak=true', '-f', 'null', '-'], ffmpegTimeoutMs(mediaSeconds));
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined || peak === undefined) throw new FfmpegError('ffmpeg did not report an EBU R128 summary.');
  return { integratedLufs: Number(integrated === '-inf' ? -Infinity : integrated), truePeakDbtp: Number(peak === '-inf' ? -Infinity : peak) };
}

/** Duration in seconds of a file as ffmpeg decodes it (the last `time=` of a null decode); `mediaSeconds` (expected) sets the time limit. */
export async function decodedDuration(file: string, mediaSeconds: number | null = null): Promise<number | null> {
  const stderr = await runFfmpeg(['-stats', '-i', file, '-vn', '-f', 'null', '-'], ffmpegTimeoutMs(mediaSeconds));
  const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (!last) return null;
  return Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]);
}
