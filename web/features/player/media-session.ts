import { currentIndex, type Chapter } from '#api/schemas/transcript.ts';
import { listen } from '#web/lib/listen.ts';
import { SKIP_SECONDS } from './playback-rate.ts';

export interface TrackInfo {
  title: string;
  artist: string;
  artwork?: string | null;
  chapters?: readonly Chapter[];
}

/** Within this many seconds of a chapter's start, "previous" goes to the chapter before (as CD players do). */
const RESTART_GRACE_SECONDS = 3;

/** Where "previous" and "next" chapter lead from `time`; null when there is no such chapter. */
export function chapterTarget(chapters: readonly Chapter[], time: number, direction: -1 | 1): number | null {
  const at = currentIndex(chapters, time);
  if (direction === 1) return chapters[at + 1]?.start ?? null;
  if (at < 0) return null;
  const start = chapters[at]!.start;
  return time - start > RESTART_GRACE_SECONDS ? start : (chapters[at - 1]?.start ?? start);
}

const ACTIONS = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'] as const;

/** Sets (or, with null, clears) one action's handler; an action this browser does not support is skipped. */
function setAction(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // An action this browser does not support.
  }
}

/**
 * Lock-screen and headset controls (Media Session API): the podcast's title, author and cover,
 * and play, pause, skip and seek handlers bound to `media`. With chapters, the metadata carries
 * them (`chapterInfo`, where the browser supports it) and the previous/next track buttons jump
 * between them. Returns the function that clears them. A plain function: the shared player
 * (playback.ts) keeps them while the podcast plays on, whatever page is shown.
 */
export function bindMediaSession(media: HTMLMediaElement, track: TrackInfo): () => void {
  const { title, artist, artwork } = track;
  const chapters = track.chapters ?? [];
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => undefined;
  const session = navigator.mediaSession;
  if (typeof MediaMetadata !== 'undefined') {
    const src = artwork ? new URL(artwork, document.baseURI).href : null;
    const init: MediaMetadataInit & { chapterInfo?: { title: string; startTime: number }[] } = { title, artist, artwork: src ? [{ src, sizes: '512x512' }] : [] };
    // Chapter information (Media Session spec, ChapterInformation): browsers without it ignore the member.
    if (chapters.length) init.chapterInfo = chapters.map((c) => ({ title: c.title, startTime: c.start }));
    session.metadata = new MediaMetadata(init);
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
  for (const action of ACTIONS) setAction(session, action, handlers[action]);
  const jumpChapter = (direction: -1 | 1) => () => {
    const target = chapterTarget(chapters, media.currentTime, direction);
    if (target !== null) media.currentTime = clamp(target);
  };
  setAction(session, 'previoustrack', chapters.length ? jumpChapter(-1) : null);
  setAction(session, 'nexttrack', chapters.length ? jumpChapter(1) : null);
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
  const stop = listen(media, { play: onPlay, pause: onPause, seeked: updatePosition, ratechange: updatePosition, loadedmetadata: updatePosition });
  return () => {
    stop();
    for (const action of [...ACTIONS, 'previoustrack', 'nexttrack'] as const) setAction(session, action, null);
    session.metadata = null;
    session.playbackState = 'none';
  };
}
