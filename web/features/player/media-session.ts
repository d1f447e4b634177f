import { useEffect, type RefObject } from 'react';
import { SKIP_SECONDS } from './playback-rate.ts';

export interface TrackInfo {
  title: string;
  artist: string;
  artwork?: string | null;
}

const ACTIONS = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'] as const;

/**
 * Lock-screen and headset controls (Media Session API): the podcast's title, author and cover,
 * and play, pause, skip and seek handlers bound to the page's media element.
 */
export function useMediaSession(ref: RefObject<HTMLMediaElement | null>, track: TrackInfo) {
  const { title, artist, artwork } = track;
  useEffect(() => {
    const media = ref.current;
    if (!media || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      const src = artwork ? new URL(artwork, document.baseURI).href : null;
      session.metadata = new MediaMetadata({ title, artist, artwork: src ? [{ src, sizes: '512x512' }] : [] });
    }
    const clamp = (time: number) => Math.min(Math.max(time, 0), Number.isFinite(media.duration) ? media.duration : time);
    const handlers: Record<(typeof ACTIONS)[number], MediaSessionActionHandler> = {
      play: () => void media.play(),
      pause: () => media.pause(),
      seekbackward: (details) => {
        media.currentTime = clamp(media.currentTime - (details.seekOffset ?? SKIP_SECONDS));
      },
      seekforward: (details) => {
        media.currentTime = clamp(media.currentTime + (details.seekOffset ?? SKIP_SECONDS));
      },
      seekto: (details) => {
        if (details.seekTime === undefined) return;
        if (details.fastSeek && 'fastSeek' in media) media.fastSeek(details.seekTime);
        else media.currentTime = clamp(details.seekTime);
      },
    };
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, handlers[action]);
      } catch {
        // An action this browser does not support.
      }
    }
    const updatePosition = () => {
      if (!Number.isFinite(media.duration) || media.duration <= 0) return;
      try {
        session.setPositionState?.({ duration: media.duration, playbackRate: media.playbackRate, position: Math.min(media.currentTime, media.duration) });
      } catch {
        // Position state is optional.
      }
    };
    const onPlay = () => {
      session.playbackState = 'playing';
      updatePosition();
    };
    const onPause = () => {
      session.playbackState = 'paused';
      updatePosition();
    };
    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onPause);
    media.addEventListener('seeked', updatePosition);
    media.addEventListener('ratechange', updatePosition);
    media.addEventListener('loadedmetadata', updatePosition);
    return () => {
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('seeked', updatePosition);
      media.removeEventListener('ratechange', updatePosition);
      media.removeEventListener('loadedmetadata', updatePosition);
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // Unsupported action: nothing to clear.
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [ref, title, artist, artwork]);
}
