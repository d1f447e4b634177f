import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { fixedImage } from '#web/lib/image-sources.ts';
import { formatTime } from '../format-time.ts';
import { ChapterList } from './chapter-list.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';
import { play } from '../playback.ts';
import { formatRate, PLAYBACK_RATES, saveRate, SKIP_SECONDS } from '../playback-rate.ts';
import { useMediaState } from '../use-media-state.ts';
import { useSharedPlayback } from '../use-shared-playback.ts';
import { useWaveform } from '../use-waveform.ts';
import './podcast-player.css';

const SEEK_KEY_STEP = 5;

/**
 * The podcast player: waveform (click or drag to seek; arrow keys when focused), play/pause,
 * −15 s / +15 s, speed, elapsed and total time. It plays the app's shared audio element
 * (playback.ts), which resumes where the listener stopped (here or on another device), drives the
 * lock-screen controls (chapters included) and plays on in the mini-player when the reader leaves
 * the page. Space toggles playback anywhere in the player. Its chapters and transcript (below it)
 * seek the player when chosen.
 */
export function PodcastPlayer({ article }: { article: Article }) {
  const { t, i18n } = useTranslation();
  const audio = article.audioFile!;
  const sectionRef = useRef<HTMLElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const waveRef = useRef<HTMLDivElement>(null);
  const chapters = article.chapters ?? [];
  const { mediaRef, claim } = useSharedPlayback(article, sectionRef, slotRef);
  const { state, sync } = useMediaState(mediaRef, audio.durationSeconds ?? 0);
  const status = useWaveform(waveRef, mediaRef, audio);

  /** This podcast's element; a control used while another podcast is loaded loads this one. */
  const media = () => mediaRef.current ?? claim();
  const seek = (time: number) => {
    const max = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
    media().currentTime = Math.min(Math.max(time, 0), max);
    sync();
  };
  /** A chapter or cue chosen: play from there (the choice is the user's gesture, so play is allowed). */
  const jump = (time: number) => {
    seek(time);
    if (media().paused) play(media());
  };
  const toggle = () => {
    if (media().paused) play(media());
    else media().pause();
  };
  const setRate = (rate: number) => {
    media().playbackRate = rate;
    media().defaultPlaybackRate = rate;
    saveRate(rate);
    sync();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === ' ' && !target.closest('button, select, input, a')) {
      event.preventDefault();
      toggle();
    }
  };
  const onSliderKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -SEEK_KEY_STEP, ArrowDown: -SEEK_KEY_STEP, ArrowRight: SEEK_KEY_STEP, ArrowUp: SEEK_KEY_STEP };
    if (event.key in moves) seek(media().currentTime + moves[event.key]!);
    else if (event.key === 'Home') seek(0);
    else if (event.key === 'End') seek(state.duration);
    else return;
    event.preventDefault();
  };

  const progress = state.duration > 0 ? Math.min(100, (state.currentTime / state.duration) * 100) : 0;
  const player = (
    <section ref={sectionRef} className="podcast-player card" aria-label={t('player.label', { title: article.title })} onKeyDown={onKeyDown}>
      {/* The shared audio element shows here while this podcast is the one loaded (playback.ts). */}
      <div ref={slotRef} className="podcast-player__media" />
      <div className="podcast-player__head">
        {article.coverImage ? (
          <img className="podcast-player__art" {...fixedImage(article.coverImage.path, 88)} alt="" width={88} height={88} fetchPriority="high" />
        ) : (
          <span className="podcast-player__art podcast-player__art--empty">
            <Icon name="mic" size={28} />
          </span>
        )}
        <div className="podcast-player__track">
          <div
            className={`podcast-player__wave podcast-player__wave--${status}`}
            role="slider"
            tabIndex={0}
            aria-label={t('player.seek')}
            aria-valuemin={0}
            aria-valuemax={Math.round(state.duration)}
            aria-valuenow={Math.round(state.currentTime)}
            aria-valuetext={t('player.position', { current: formatTime(state.currentTime), total: formatTime(state.duration) })}
            onKeyDown={onSliderKey}
          >
            <div ref={waveRef} className="podcast-player__wave-canvas" data-status={status} />
            {status !== 'ready' && (
              <div className="podcast-player__bar" aria-hidden="true">
                <span style={{ width: `${progress}%` }} />
              </div>
            )}
          </div>
          <p className="podcast-player__time">
            <span data-testid="player-current">{formatTime(state.currentTime)}</span>
            <span className="visually-hidden">{t('player.of')}</span>
            <span>{formatTime(state.duration)}</span>
          </p>
        </div>
      </div>
      <div className="podcast-player__controls">
        <span className="podcast-player__spacer" />
        <button type="button" className="icon-btn podcast-player__skip" onClick={() => seek(media().currentTime - SKIP_SECONDS)} aria-label={t('player.back', { count: SKIP_SECONDS })}>
          <Icon name="skipBack" size={20} />
          <span aria-hidden="true">15</span>
        </button>
        <button type="button" className="podcast-player__play" onClick={toggle} aria-label={state.playing ? t('player.pause') : t('player.play')}>
          <Icon name={state.playing ? 'pause' : 'play'} size={26} />
        </button>
        <button type="button" className="icon-btn podcast-player__skip" onClick={() => seek(media().currentTime + SKIP_SECONDS)} aria-label={t('player.forward', { count: SKIP_SECONDS })}>
          <span aria-hidden="true">15</span>
          <Icon name="skipForward" size={20} />
        </button>
        {/* Named by its own attribute (issue #25), not by a wrapping label's visually hidden text. */}
        <span className="podcast-player__speed">
          <select value={String(state.rate)} onChange={(e) => setRate(Number(e.target.value))} aria-label={t('player.speed')}>
            {PLAYBACK_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t('player.rate', { rate: formatRate(rate, i18n.language) })}
              </option>
            ))}
          </select>
        </span>
      </div>
      {chapters.length > 0 && <ChapterList chapters={chapters} time={state.currentTime} onSeek={jump} />}
    </section>
  );
  if (!article.transcript) return player;
  return (
    <>
      {player}
      <TranscriptPanel transcript={article.transcript} time={state.currentTime} onSeek={jump} />
    </>
  );
}

/** Default export for `React.lazy`, so wavesurfer.js loads only with the first podcast. */
export default PodcastPlayer;
