import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type { Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { innerCuts, skipCut, trimOf, withTrim, type Cut } from '#api/schemas/audio-cuts.ts';

type Regions = {
  addRegion: (p: { id: string; start: number; end: number; color: string; drag: boolean; resize: boolean; minLength?: number }) => Region;
  clearRegions: () => void;
  getRegions: () => Region[];
};

const KEEP = 'keep';
const sec = (ms: number) => ms / 1000;
const ms = (s: number) => Math.round(s * 1000);

/**
 * wavesurfer.js with its regions plugin over a take: the kept span (trim, resizable) and each cut
 * (draggable, resizable) drawn as regions, so the author can drag them; a drag that ends reports
 * the new cut list. `preview` plays the edited result: from the trim start, skipping every cut,
 * stopping at the trim end. The Blob is handed over as is (a blob: URL is outside connect-src).
 */
export function useTakeSurfer(waveRef: RefObject<HTMLDivElement | null>, blob: Blob, cuts: Cut[], onCuts: (cuts: Cut[]) => void) {
  const surferRef = useRef<WaveSurfer | null>(null);
  const regionsRef = useRef<Regions | null>(null);
  const cutsRef = useRef(cuts);
  cutsRef.current = cuts;
  const onCutsRef = useRef(onCuts);
  onCutsRef.current = onCuts;
  const previewRef = useRef(false);
  const [durationMs, setDurationMs] = useState(0);
  const [timeMs, setTimeMs] = useState(0);
  const [playing, setPlaying] = useState<'all' | 'preview' | null>(null);

  const draw = useCallback((list: Cut[], total: number) => {
    const regions = regionsRef.current;
    if (!regions || total <= 0) return;
    regions.clearRegions();
    const trim = trimOf(list, total);
    regions.addRegion({ id: KEEP, start: sec(trim.start), end: sec(trim.end), color: 'rgba(47, 125, 79, 0.12)', drag: false, resize: true, minLength: 1 });
    innerCuts(list, total).forEach((c, i) => regions.addRegion({ id: `cut-${i}`, start: sec(c.start), end: sec(c.end), color: 'rgba(180, 40, 30, 0.32)', drag: true, resize: true, minLength: 0.1 }));
  }, []);

  useEffect(() => {
    let cancelled = false;
    let surfer: WaveSurfer | null = null;
    void Promise.all([import('wavesurfer.js'), import('wavesurfer.js/dist/plugins/regions.esm.js')]).then(([{ default: WaveSurferClass }, { default: RegionsPlugin }]) => {
      if (cancelled || !waveRef.current) return;
      const styles = getComputedStyle(waveRef.current);
      surfer = WaveSurferClass.create({
        container: waveRef.current,
        height: 72,
        waveColor: styles.getPropertyValue('--take-wave').trim() || '#c9bfae',
        progressColor: styles.getPropertyValue('--take-progress').trim() || '#6b3fa0',
        cursorColor: '#1d1b18',
        cursorWidth: 2,
        barWidth: 3,
        barGap: 2,
        barRadius: 3,
        normalize: true,
        dragToSeek: true,
      });
      const regions = surfer.registerPlugin(RegionsPlugin.create()) as unknown as Regions & { on: (e: 'region-updated', h: (r: Region) => void) => void };
      surferRef.current = surfer;
      regionsRef.current = regions;
      let total = 0;
      surfer.on('decode', (d) => {
        total = Number.isFinite(d) && d > 0 ? ms(d) : 0;
        setDurationMs(total);
        draw(cutsRef.current, total);
      });
      regions.on('region-updated', () => {
        const all = regions.getRegions();
        const keep = all.find((r) => r.id === KEEP);
        const inner = all.filter((r) => r.id !== KEEP).map((r) => ({ start: ms(r.start), end: ms(r.end) }));
        const trim = keep ? { start: ms(keep.start), end: ms(keep.end) } : trimOf(cutsRef.current, total);
        const next = withTrim(inner, total, trim);
        onCutsRef.current(next);
        draw(next, total);
      });
      surfer.on('timeupdate', (t) => {
        const at = ms(t);
        if (previewRef.current) {
          const trim = trimOf(cutsRef.current, total);
          if (at >= trim.end) {
            surfer?.pause();
            return;
          }
          const next = skipCut(cutsRef.current, at);
          if (next !== at) surfer?.setTime(sec(next));
        }
        setTimeMs(at);
      });
      surfer.on('play', () => setPlaying(previewRef.current ? 'preview' : 'all'));
      surfer.on('pause', () => {
        previewRef.current = false;
        setPlaying(null);
      });
      surfer.on('finish', () => {
        previewRef.current = false;
        setPlaying(null);
      });
      surfer.loadBlob(blob).catch(() => setDurationMs(0));
    });
    return () => {
      cancelled = true;
      surfer?.destroy();
      surferRef.current = null;
      regionsRef.current = null;
    };
  }, [blob, waveRef, draw]);

  /** Redraws after a change made with the buttons (not a drag). */
  const redraw = useCallback((next: Cut[]) => draw(next, durationMs), [draw, durationMs]);

  const playAll = () => {
    const surfer = surferRef.current;
    if (!surfer) return;
    previewRef.current = false;
    void surfer.playPause();
  };
  const preview = () => {
    const surfer = surferRef.current;
    if (!surfer) return;
    if (surfer.isPlaying()) return surfer.pause();
    previewRef.current = true;
    surfer.setTime(sec(skipCut(cutsRef.current, trimOf(cutsRef.current, durationMs).start)));
    void surfer.play();
  };
  const seek = (at: number) => surferRef.current?.setTime(sec(Math.max(0, Math.min(durationMs, at))));

  return { durationMs, timeMs, playing, playAll, preview, seek, redraw };
}
