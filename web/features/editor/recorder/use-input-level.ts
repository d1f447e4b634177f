import { useEffect, useState } from 'react';
import type { PeakWindow } from './peak-window.ts';

/** A peak this close to full scale is clipping (the converter's ceiling). */
const CLIP_PEAK = 0.985;
/** Speech under −50 dBFS RMS for this long is too quiet to be heard after normalisation. */
const QUIET_DBFS = -50;
const QUIET_FOR_MS = 3000;
/** How long a clip stays shown: long enough to read. */
const CLIP_HOLD_MS = 1500;
const FLOOR_DBFS = -60;
/** Meter ballistics: the shown level rises at once and falls 24 dB a second (a peak stays readable). */
const TICK_MS = 100;
const FALL_DB_PER_TICK = 24 * (TICK_MS / 1000);

export interface InputLevel {
  /** 0–100: the RMS level from −60 to 0 dBFS. */
  percent: number;
  dbfs: number;
  clipping: boolean;
  tooQuiet: boolean;
}

const SILENT: InputLevel = { percent: 0, dbfs: FLOOR_DBFS, clipping: false, tooQuiet: false };

/** Peak and RMS level of one block of samples (−1…1), RMS in dBFS floored at −60. */
export function levelOf(samples: Float32Array): { peak: number; dbfs: number } {
  let sum = 0;
  let peak = 0;
  for (const s of samples) {
    sum += s * s;
    peak = Math.max(peak, Math.abs(s));
  }
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  return { peak, dbfs: Math.max(FLOOR_DBFS, 20 * Math.log10(rms || 1e-9)) };
}

/**
 * The live input level of `stream` (an `AnalyserNode` read ten times a second, falling back smoothly after a peak) while `active`, with
 * the hints the recorder shows: clipping (a peak at full scale in the last 1.5 s) and too quiet.
 * Each reading's peak also goes to `peaks`, the live waveform's bounded window: one analyser, read
 * at one modest rate, feeds the whole live view.
 */
export function useInputLevel(stream: MediaStream | null, active: boolean, peaks?: PeakWindow): InputLevel {
  const [level, setLevel] = useState<InputLevel>(SILENT);
  useEffect(() => {
    if (!stream || !active || typeof AudioContext === 'undefined') {
      setLevel(SILENT);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let lastClip = -Infinity;
    let loudAt = performance.now();
    let shown = FLOOR_DBFS;
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const { peak, dbfs } = levelOf(samples);
      peaks?.push(peak);
      const now = performance.now();
      if (peak >= CLIP_PEAK) lastClip = now;
      if (dbfs > QUIET_DBFS) loudAt = now;
      shown = Math.max(dbfs, shown - FALL_DB_PER_TICK);
      const next = { percent: Math.round(((shown - FLOOR_DBFS) / -FLOOR_DBFS) * 100), dbfs: shown, clipping: now - lastClip < CLIP_HOLD_MS, tooQuiet: now - loudAt > QUIET_FOR_MS };
      // Only a visible change re-renders (the page is busy enough recording on a slow phone).
      setLevel((previous) => (previous.percent === next.percent && previous.clipping === next.clipping && previous.tooQuiet === next.tooQuiet ? previous : next));
    }, TICK_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream, active, peaks]);
  return level;
}
