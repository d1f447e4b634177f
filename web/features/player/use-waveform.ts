import { useEffect, useRef, useState, type RefObject } from 'react';
import WaveSurfer from 'wavesurfer.js';
import type { StoredFile } from '#api/schemas/file.ts';
import { whenIdle } from '#web/lib/main-thread.ts';
import { getPeaks } from './api/get-peaks.ts';

export type WaveformStatus = 'loading' | 'ready' | 'failed';

/**
 * Draws the waveform of `file` into `container` with wavesurfer.js, playing through the page's own
 * media element (`media`), so the browser streams it with Range requests the service worker can
 * cache. The element keeps its source: wavesurfer only replaces it when the URLs differ, hence
 * the absolute URL. Clicking or dragging the waveform seeks.
 *
 * The waveform is the server's (`file.peaks`, or asked for once): a phone then never downloads and
 * decodes a whole episode just to draw it (issue #11). Only when the server cannot answer (offline,
 * an old server) does wavesurfer decode the audio itself, from the cache when the episode is kept.
 */
export function useWaveform(container: RefObject<HTMLElement | null>, media: RefObject<HTMLMediaElement | null>, file: StoredFile) {
  const [status, setStatus] = useState<WaveformStatus>('loading');
  // Read when the source changes, not a reason to draw again: the same file's data refetched
  // with its peaks (made meanwhile) must not redraw the player under the listener.
  const latest = useRef(file);
  latest.current = file;
  const url = file.path;

  useEffect(() => {
    if (!container.current || !media.current) return;
    const element = container.current;
    const player = media.current;
    let surfer: WaveSurfer | null = null;
    let cancelled = false;
    setStatus('loading');
    let cancelLoad = () => {};
    const draw = (peaks: number[] | undefined) => {
      if (cancelled) return;
      const styles = getComputedStyle(element);
      const colour = (name: string, fallback: string) => styles.getPropertyValue(name).trim() || fallback;
      const duration = latest.current.durationSeconds;
      // Created in this task, drawn in the next: in one they took a task of ~40 ms on a slow
      // machine, ~160 ms on a phone (issue #11). Created on a detached element, wavesurfer loads
      // nothing yet; created on the page's, it would load that element's source at once, without
      // the peaks. It plays through the page's element from here on.
      const created = WaveSurfer.create({
        container: element,
        media: document.createElement('audio'),
        height: 64,
        waveColor: colour('--wave-colour', '#c9bfae'),
        progressColor: colour('--wave-progress', '#6b3fa0'),
        cursorColor: colour('--wave-cursor', '#1d1b18'),
        cursorWidth: 2,
        barWidth: 3,
        barGap: 2,
        barRadius: 3,
        normalize: true,
        dragToSeek: true,
        hideScrollbar: true,
      });
      created.setMediaElement(player);
      created.on('decode', () => setStatus('ready'));
      created.on('error', () => setStatus('failed'));
      surfer = created;
      const source = new URL(url, document.baseURI).href;
      const known = peaks && duration ? { peaks: [peaks], duration } : undefined;
      // A failed load is reported by the `error` event above.
      cancelLoad = whenIdle(() => void created.load(source, known?.peaks, known?.duration).catch(() => undefined));
    };
    // Drawn in a task of its own once the page is idle: ~130 ms of a phone's main thread that
    // would otherwise lengthen the task adopting the server's page (issue #11).
    let cancelDraw = () => {};
    const drawWhenIdle = (peaks: number[] | undefined) => {
      if (!cancelled) cancelDraw = whenIdle(() => draw(peaks));
    };
    const { id, peaks, durationSeconds } = latest.current;
    if (peaks || !durationSeconds) drawWhenIdle(peaks);
    else getPeaks(id).then(drawWhenIdle, () => drawWhenIdle(undefined));
    return () => {
      cancelled = true;
      cancelDraw();
      cancelLoad();
      surfer?.destroy();
    };
  }, [container, media, url]);

  return status;
}
