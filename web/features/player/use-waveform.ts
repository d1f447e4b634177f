import { useEffect, useState, type RefObject } from 'react';
import WaveSurfer from 'wavesurfer.js';

export type WaveformStatus = 'loading' | 'ready' | 'failed';

/**
 * Draws the waveform of `url` into `container` with wavesurfer.js, playing through the page's own
 * media element (`media`), so the browser streams it with Range requests the service worker can
 * cache. The element keeps its source: wavesurfer only replaces it when the URLs differ, hence
 * the absolute URL. Clicking or dragging the waveform seeks.
 */
export function useWaveform(container: RefObject<HTMLElement | null>, media: RefObject<HTMLMediaElement | null>, url: string) {
  const [status, setStatus] = useState<WaveformStatus>('loading');

  useEffect(() => {
    if (!container.current || !media.current) return;
    setStatus('loading');
    const styles = getComputedStyle(container.current);
    const colour = (name: string, fallback: string) => styles.getPropertyValue(name).trim() || fallback;
    const surfer = WaveSurfer.create({
      container: container.current,
      media: media.current,
      url: new URL(url, document.baseURI).href,
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
    surfer.on('decode', () => setStatus('ready'));
    surfer.on('error', () => setStatus('failed'));
    return () => surfer.destroy();
  }, [container, media, url]);

  return status;
}
