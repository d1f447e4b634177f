import { useSyncExternalStore } from 'react';
import type { Chapter } from '#api/schemas/transcript.ts';

/** The podcast the app's one shared audio element plays (playback.ts), as the players show it. */
export interface NowPlaying {
  /** The article's id. */
  id: string;
  /** The story page's path parameter (`slug-id`), for the way back to it. */
  storyParam: string;
  title: string;
  artist: string;
  artwork: string | null;
  /** The file played. */
  path: string;
  /** The file's known length in seconds (0 when unknown), until the element knows it. */
  duration: number;
  chapters: readonly Chapter[];
  /** Whether it has played since it was loaded: only then does the mini-player show. */
  started: boolean;
}

// A small store of its own, not a jotai atom: the playback outlives every page and is driven by
// the element's events outside React; the shell reads it here without loading the player's code.
let current: NowPlaying | null = null;
/** The article whose full player (story page) is on screen: the mini-player stays hidden for it. */
let inView: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const notify = () => {
  for (const listener of listeners) listener();
};

/** What plays now (null: nothing loaded). */
export function nowPlaying(): NowPlaying | null {
  return current;
}

/** Sets what plays now (playback.ts is the one writer). */
export function setNowPlaying(next: NowPlaying | null): void {
  current = next;
  notify();
}

/** The story's full player of article `id` came into view (or `null`: none is). */
export function setPlayerInView(id: string | null): void {
  if (inView === id) return;
  inView = id;
  notify();
}

/** What plays now, as React state (nothing on the server). */
export function useNowPlaying(): NowPlaying | null {
  return useSyncExternalStore(subscribe, nowPlaying, () => null);
}

/** The article whose full player is on screen, as React state. */
export function usePlayerInView(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => inView,
    () => null,
  );
}
