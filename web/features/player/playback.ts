import { trackMediaProgress } from '#web/components/use-media-resume.ts';
import { bindMediaSession } from './media-session.ts';
import { nowPlaying, setNowPlaying, type NowPlaying } from './now-playing.ts';
import { readRate } from './playback-rate.ts';

/** A podcast to load in the shared element (what `NowPlaying` holds, less the playback's own flag). */
export type Track = Omit<NowPlaying, 'started'>;

/**
 * The app's one podcast element (issue #25). It belongs to no page: a story's full player shows it
 * (`adopt`) while it is on screen, the mini-player drives it on every other page, and leaving a
 * page never stops it. Its position is saved and the lock-screen controls stay bound for as long
 * as a podcast is loaded, here, not in a page's component that navigation unmounts.
 */
let element: HTMLAudioElement | null = null;
let detach: () => void = () => undefined;
/** Where the element waits while no full player shows it: in the document, so it keeps playing. */
let park: HTMLElement | null = null;

function parking(): HTMLElement {
  if (!park?.isConnected) {
    park = document.createElement('div');
    park.hidden = true;
    park.dataset.playback = '';
    document.body.append(park);
  }
  return park;
}

/** The shared element, while a podcast is loaded. */
export function sharedAudio(): HTMLAudioElement | null {
  return element;
}

/**
 * Loads `track` in the shared element (paused) unless it is loaded already, and answers the
 * element. The podcast it replaces has its position saved first.
 */
export function cue(track: Track): HTMLAudioElement {
  const loaded = nowPlaying();
  if (element && loaded?.id === track.id && loaded.path === track.path) return element;
  detach();
  if (!element) {
    element = document.createElement('audio');
    element.preload = 'metadata';
    parking().append(element);
  }
  const media = element;
  // The podcast it replaces stops where it is (a new source would reset it, not every browser at once).
  media.pause();
  media.src = track.path;
  // Its article, for the end heard by the offline core (web/sync/ended-media.ts).
  media.dataset.articleId = track.id;
  // The listener's speed, for every podcast (the source's load resets the rate to the default).
  media.defaultPlaybackRate = readRate();
  media.playbackRate = media.defaultPlaybackRate;
  const stopProgress = trackMediaProgress(media, { id: track.id, title: track.title, kind: 'audio' });
  const unbindSession = bindMediaSession(media, track);
  const onPlay = () => {
    const now = nowPlaying();
    if (now && !now.started) setNowPlaying({ ...now, started: true });
  };
  media.addEventListener('play', onPlay);
  detach = () => {
    media.removeEventListener('play', onPlay);
    stopProgress();
    unbindSession();
    detach = () => undefined;
  };
  setNowPlaying({ ...track, started: false });
  return media;
}

/** Stops the podcast (its position saved) and unloads it: the mini-player goes. */
export function stop(): void {
  detach();
  if (element) {
    element.pause();
    element.removeAttribute('src');
    element.load();
    element.remove();
    element = null;
  }
  setNowPlaying(null);
}

/**
 * Shows the shared element in `slot` (a story's full player) and answers the function that puts it
 * back in its parking place. Moved within one task, the element keeps playing: a media element
 * pauses only when it is still out of the document once the task is done (HTML, "removing steps").
 */
export function adopt(slot: HTMLElement): () => void {
  const media = element;
  if (!media) return () => undefined;
  slot.append(media);
  return () => {
    if (media === element && media.parentElement === slot) parking().append(media);
  };
}

/** Plays the shared element, quietly: a refusal (no gesture, no source) leaves it paused. */
export function play(media: HTMLMediaElement): void {
  void media.play().catch(() => undefined);
}

/** Moves `media` by `seconds`, within the podcast. */
export function skipBy(media: HTMLMediaElement, seconds: number): void {
  const end = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : Number.POSITIVE_INFINITY;
  media.currentTime = Math.min(Math.max(media.currentTime + seconds, 0), end);
}
