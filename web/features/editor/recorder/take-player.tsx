import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type WaveSurfer from 'wavesurfer.js';
import { Icon } from '#web/components/icon.tsx';
import { formatClock } from './format-clock.ts';

/**
 * Plays a take before it is published, with its waveform (wavesurfer.js decodes the whole take, so
 * its length is known even when the recorder's WebM carries none). Click the waveform to seek.
 * The Blob is handed over as is: fetching a blob: URL is outside the page's connect-src.
 */
export function TakePlayer({ blob, label, fallbackMs }: { blob: Blob; label: string; fallbackMs: number }) {
  const { t } = useTranslation();
  const waveRef = useRef<HTMLDivElement>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(fallbackMs / 1000);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let surfer: WaveSurfer | null = null;
    void import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (cancelled || !waveRef.current) return;
      const styles = getComputedStyle(waveRef.current);
      surfer = WaveSurferClass.create({
        container: waveRef.current,
        height: 64,
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
      surferRef.current = surfer;
      surfer.on('decode', (d) => {
        if (Number.isFinite(d) && d > 0) setDuration(d);
        setReady(true);
      });
      surfer.on('timeupdate', setTime);
      surfer.on('play', () => setPlaying(true));
      surfer.on('pause', () => setPlaying(false));
      surfer.on('finish', () => setPlaying(false));
      surfer.loadBlob(blob).catch(() => setReady(false));
    });
    return () => {
      cancelled = true;
      surfer?.destroy();
      surferRef.current = null;
    };
  }, [blob]);

  return (
    <div className="take-player" aria-label={label} role="group">
      <button type="button" className="take-player__play" aria-label={playing ? t('recorder.pauseTake') : t('recorder.playTake')} disabled={!ready} onClick={() => void surferRef.current?.playPause()}>
        <Icon name={playing ? 'pause' : 'play'} size={20} />
      </button>
      <div className="take-player__wave" ref={waveRef} />
      <span className="take-player__time">
        {formatClock(time * 1000)} / {formatClock(duration * 1000)}
      </span>
    </div>
  );
}
