import { useEffect, useState } from 'react';

/**
 * The story's player of article `articleId`: the shared podcast element or the story's video,
 * both marked `data-article-id` (web/features/player/playback.ts, story-body.tsx). Found in the
 * page rather than imported, so the comments do not depend on the player's code.
 */
export function storyMedia(articleId: string): HTMLMediaElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMediaElement>(`audio[data-article-id="${CSS.escape(articleId)}"], video[data-article-id="${CSS.escape(articleId)}"]`);
}

/** Seeks the story's player to `seconds` and plays from there ("at 12:34" tapped). */
export function seekStoryMedia(articleId: string, seconds: number): boolean {
  const media = storyMedia(articleId);
  if (!media) return false;
  media.currentTime = seconds;
  void media.play().catch(() => undefined);
  return true;
}

/** How often the composer looks at the player while it plays (its "at the current moment" shows whole seconds). */
const POLL_MS = 500;

/**
 * Where the story's player is while it plays (whole seconds), or null when it is paused or there is
 * none: the composer offers "at the current moment" only then. Polled, because the shared podcast
 * element is made (and replaced) by the player after the thread is on screen.
 */
export function usePlayingMoment(articleId: string, enabled: boolean): number | null {
  const [moment, setMoment] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const look = () => {
      const media = storyMedia(articleId);
      setMoment(media && !media.paused && !media.ended ? Math.floor(media.currentTime) : null);
    };
    look();
    const timer = setInterval(look, POLL_MS);
    return () => clearInterval(timer);
  }, [articleId, enabled]);
  return enabled ? moment : null;
}
