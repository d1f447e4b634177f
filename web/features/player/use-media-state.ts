import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  playing: boolean;
  currentTime: number;
  duration: number;
  rate: number;
}

function snapshot(media: HTMLMediaElement, fallbackDuration: number): MediaState {
  const duration = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : fallbackDuration;
  return { playing: !media.paused, currentTime: media.currentTime, duration, rate: media.playbackRate };
}

const EVENTS = ['play', 'playing', 'pause', 'ended', 'timeupdate', 'seeked', 'loadedmetadata', 'durationchange', 'ratechange'] as const;

/**
 * The media element's state as React state, from its own events. `sync` re-reads it right after a
 * command (seek, speed) so the UI answers before the browser's next event.
 */
export function useMediaState(ref: RefObject<HTMLMediaElement | null>, knownDuration = 0) {
  // From the element when it is there already (the shared podcast, playing on): no flash of "paused".
  const [state, setState] = useState<MediaState>(() => (ref.current ? snapshot(ref.current, knownDuration) : { playing: false, currentTime: 0, duration: knownDuration, rate: 1 }));
  const sync = useCallback(() => {
    if (ref.current) setState(snapshot(ref.current, knownDuration));
  }, [ref, knownDuration]);

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    sync();
    for (const name of EVENTS) media.addEventListener(name, sync);
    return () => {
      for (const name of EVENTS) media.removeEventListener(name, sync);
    };
  }, [ref, sync]);

  return { state, sync };
}
