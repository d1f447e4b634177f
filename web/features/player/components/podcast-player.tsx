import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { useMediaResume } from '#web/components/use-media-resume.ts';
import { fixedImage } from '#web/lib/image-sources.ts';
import { formatTime } from '../format-time.ts';
import { ChapterList } from './chapter-list.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';
import { useMediaSession } from '../media-session.ts';
import { formatRate, PLAYBACK_RATES, readRate, saveRate, SKIP_SECONDS } from '../playback-rate.ts';
import { useMediaState } from '../use-media-state.ts';
import { useWaveform } from '../use-waveform.ts';
import './podcast-player.css';

const SEEK_KEY_STEP = 5;

/**
 * The podcast player: waveform (click or drag to seek; arrow keys when focused), play/pause,
 * −15 s / +15 s, speed, elapsed and total time. It resumes where the listener stopped (here or on
 * another device) and drives the lock-screen controls (chapters included). Space toggles playback
 * anywhere in the player. Its chapters and transcript (below it) seek the player when chosen.
 */
export function PodcastPlayer({ article }: { article: Article }) {
  const { t, i18n } = useTranslation();
  const audio = article.audioFile!;
  const mediaRef = useRef<HTMLAudioElement>(null);
  const waveRef = useRef<HTMLDivElement>(null);
  const { state, sync } = useMediaState(mediaRef, audio.durationSeconds ?? 0);
  const status = useWaveform(waveRef, mediaRef, audio);
  useMediaResume(mediaRef, { id: article.id, title: article.title, kind: 'audio' });
  const chapters = article.chapters ?? [];
  useMediaSession(mediaRef, { title: article.title, artist: `${article.user.firstName} ${article.user.lastName}`, artwork: article.coverImage?.path, chapters });

  const media = () => mediaRef.current!;
  useEffect(() => {
    // The listener's saved speed, for each new source only (the default rate survives the source
    // loading; the rate itself is reset by it). Not on other renders: new data for the same episode
    // must not undo a speed changed meanwhile. `ratechange` updates the state.
    const rate = readRate();
    mediaRef.current!.defaultPlaybackRate = rate;
    mediaRef.current!.playbackRate = rate;
  }, [audio.path]);
  const seek = (time: number) => {
    const max = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
    media().currentTime = Math.min(Math.max(time, 0), max);
    sync();
  };
  /** A chapter or cue chosen: play from there (the choice is the user's gesture, so play is allowed). */
  const jump = (time: number) => {
    seek(time);
    if (media().paused)
      void media()
        .play()
        .catch(() => undefined);
  };
  const toggle = () => {
    if (media().paused)
      void media()
        .play()
        .catch(() => undefined);
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
    <section className="podcast-player card" aria-label={t('player.label', { title: article.title })} onKeyDown={onKeyDown}>
      {/* Its article, for the end heard by the offline core (web/sync/ended-media.ts). */}
      <audio ref={mediaRef} src={audio.path} preload="metadata" data-article-id={article.id} />
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
        <button
          type="button"
          className="icon-btn podcast-player__skip"
          onClick={() => seek(media().currentTime - SKIP_SECONDS)}
          aria-label={t('player.back', { count: SKIP_SECONDS })}
        >
          <Icon name="skipBack" size={20} />
          <span aria-hidden="true">15</span>
        </button>
        <button type="button" className="podcast-player__play" onClick={toggle} aria-label={state.playing ? t('player.pause') : t('player.play')}>
          <Icon name={state.playing ? 'pause' : 'play'} size={26} />
        </button>
        <button
          type="button"
          className="icon-btn podcast-player__skip"
          onClick={() => seek(media().currentTime + SKIP_SECONDS)}
          aria-label={t('player.forward', { count: SKIP_SECONDS })}
        >
          <span aria-hidden="true">15</span>
          <Icon name="skipForward" size={20} />
        </button>
        <label className="podcast-player__speed">
          <span className="visually-hidden">{t('player.speed')}</span>
          <select value={String(state.rate)} onChange={(e) => setRate(Number(e.target.value))}>
            {PLAYBACK_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t('player.rate', { rate: formatRate(rate, i18n.language) })}
              </option>
            ))}
          </select>
        </label>
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
