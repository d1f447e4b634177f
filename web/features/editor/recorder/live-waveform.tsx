import { useEffect, useRef } from 'react';
import type { PeakWindow } from './peak-window.ts';

/** Ten frames a second: the peaks arrive at that rate (`use-input-level.ts`); more would redraw nothing new. */
const FRAME_MS = 100;
/** Bars as the take's waveform draws them (CSS px). */
const BAR_PX = 3;
const GAP_PX = 2;

/** Enough peaks to fill the widest recorder (1000 px at 5 px a bar): 20 s at ten a second. */
export const LIVE_PEAKS = 200;

/**
 * The moving waveform while recording: the newest peaks of `peaks`, newest on the right, drawn on
 * one canvas at most ten times a second and only when a peak came in. It draws the window only,
 * never the recording's history, so its cost stays the same at the 40th minute as at the first.
 * Decorative (the level meter speaks the level).
 */
export function LiveWaveform({ peaks }: { peaks: PeakWindow }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let drawn = -1;
    const draw = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.round(canvas.clientWidth * ratio);
      const height = Math.round(canvas.clientHeight * ratio);
      const resized = canvas.width !== width || canvas.height !== height;
      if (!resized && drawn === peaks.version) return;
      // Setting a canvas's size clears it and reallocates its bitmap: only when the box changed.
      if (resized) {
        canvas.width = width;
        canvas.height = height;
      }
      drawn = peaks.version;
      context.clearRect(0, 0, width, height);
      context.fillStyle = getComputedStyle(canvas).getPropertyValue('--rec-wave').trim() || '#b4441b';
      const step = (BAR_PX + GAP_PX) * ratio;
      const bars = Math.floor(width / step);
      const offset = width - Math.min(bars, peaks.size) * step;
      const middle = height / 2;
      peaks.forEachRecent((peak, i) => {
        // Speech peaks sit low on a linear scale; the square root keeps quiet speech visible.
        const bar = Math.max(2 * ratio, Math.sqrt(peak) * height);
        context.fillRect(offset + i * step, middle - bar / 2, BAR_PX * ratio, bar);
      }, bars);
    };
    draw();
    const timer = setInterval(draw, FRAME_MS);
    return () => clearInterval(timer);
  }, [peaks]);
  return <canvas ref={canvasRef} className="recorder__live-wave" />;
}
