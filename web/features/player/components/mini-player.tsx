import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { fixedImage } from '#web/lib/image-sources.ts';
import { formatTime } from '../format-time.ts';
import { usePlayerInView, type NowPlaying } from '../now-playing.ts';
import { play, sharedAudio, skipBy, stop } from '../playback.ts';
import { SKIP_SECONDS } from '../playback-rate.ts';
import { useMediaState } from '../use-media-state.ts';
import { useDockOffset } from './use-dock-offset.ts';
import './mini-player.css';

/**
 * The podcast playing on while the reader is elsewhere (issue #25): cover, title (back to its
 * story), author, −15 s / play-pause / +15 s, progress and a close button that stops it. Hidden
 * while the story's own player is on screen. A slim bar above the bottom navigation on phones, a
 * compact bar at the page's foot on wider screens; the page is padded so its end stays readable.
 * It drives the shared element (playback.ts): the lock-screen controls stay bound to it.
 */
export function MiniPlayer({ track }: { track: NowPlaying }) {
  const { t } = useTranslation();
  const inView = usePlayerInView();
  const media = sharedAudio();
  const mediaRef = useMemo(() => ({ current: media }), [media]);
  const { state, sync } = useMediaState(mediaRef, track.duration);
  const barRef = useRef<HTMLElement>(null);
  const hidden = inView === track.id || !media;
  useDockOffset(barRef, !hidden);

  useLayoutEffect(() => {
    // The page is padded by the bar's height, so its last lines are not under it.
    const root = document.documentElement;
    const bar = barRef.current;
    if (hidden || !bar) return;
    const measure = () => root.style.setProperty('--mini-player-h', `${bar.offsetHeight}px`);
    measure();
    root.toggleAttribute('data-mini-player', true);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeAttribute('data-mini-player');
      root.style.removeProperty('--mini-player-h');
    };
  }, [hidden]);

  if (hidden) return null;
  const skip = (seconds: number) => {
    skipBy(media, seconds);
    sync();
  };
  const toggle = () => (media.paused ? play(media) : media.pause());
  const progress = state.duration > 0 ? Math.min(100, (state.currentTime / state.duration) * 100) : 0;

  return (
    <section ref={barRef} className="mini-player" aria-label={t('miniPlayer.label')} data-testid="mini-player">
      <div
        className="mini-player__progress"
        role="progressbar"
        aria-label={t('miniPlayer.progress')}
        aria-valuemin={0}
        aria-valuemax={Math.round(state.duration)}
        aria-valuenow={Math.round(state.currentTime)}
        aria-valuetext={t('player.position', { current: formatTime(state.currentTime), total: formatTime(state.duration) })}
      >
        <span style={{ width: `${progress}%` }} />
      </div>
      {track.artwork ? (
        <img className="mini-player__art" {...fixedImage(track.artwork, 44)} alt="" width={44} height={44} />
      ) : (
        <span className="mini-player__art mini-player__art--empty" aria-hidden="true">
          <Icon name="mic" size={20} />
        </span>
      )}
      <div className="mini-player__text">
        <Link to="/story/$id" params={{ id: track.storyParam }} className="mini-player__title">
          {track.title}
        </Link>
        <span className="mini-player__meta">
          {track.artist}
          <span className="mini-player__time" aria-hidden="true">
            {' · '}
            {formatTime(state.currentTime)} / {formatTime(state.duration)}
          </span>
        </span>
      </div>
      <div className="mini-player__controls">
        <button type="button" className="icon-btn mini-player__skip" onClick={() => skip(-SKIP_SECONDS)} aria-label={t('player.back', { count: SKIP_SECONDS })}>
          <Icon name="skipBack" size={18} />
        </button>
        <button type="button" className="mini-player__play" onClick={toggle} aria-label={state.playing ? t('player.pause') : t('player.play')}>
          <Icon name={state.playing ? 'pause' : 'play'} size={20} />
        </button>
        <button type="button" className="icon-btn mini-player__skip" onClick={() => skip(SKIP_SECONDS)} aria-label={t('player.forward', { count: SKIP_SECONDS })}>
          <Icon name="skipForward" size={18} />
        </button>
        <button type="button" className="icon-btn mini-player__close" onClick={stop} aria-label={t('miniPlayer.close')}>
          <Icon name="x" size={18} />
        </button>
      </div>
    </section>
  );
}

/** Default export for `React.lazy`: the shell loads it once a podcast first plays. */
export default MiniPlayer;
