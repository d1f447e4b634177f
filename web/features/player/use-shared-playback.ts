import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { Article } from '#api/schemas/article.ts';
import { storyParam } from '#web/components/article-card.tsx';
import { nowPlaying, setPlayerInView, useNowPlaying } from './now-playing.ts';
import { adopt, cue, sharedAudio, stop, type Track } from './playback.ts';

function trackOf(article: Article): Track {
  const audio = article.audioFile!;
  return {
    id: article.id,
    storyParam: storyParam(article),
    title: article.title,
    artist: `${article.user.firstName} ${article.user.lastName}`,
    artwork: article.coverImage?.path ?? null,
    path: audio.path,
    duration: audio.durationSeconds ?? 0,
    chapters: article.chapters ?? [],
  };
}

/**
 * A story's full player on the app's shared audio element (issue #25). The page loads its podcast
 * when nothing else is (paused: the reader presses play); while another podcast plays on from an
 * earlier page, this one waits, and its first control (`claim`) loads it in that one's place. The
 * element shows in `slot` while this podcast is loaded, and `section` in view keeps the
 * mini-player hidden for it. An episode opened but never played is unloaded when the page goes.
 */
export function useSharedPlayback(article: Article, section: RefObject<HTMLElement | null>, slot: RefObject<HTMLElement | null>) {
  const track = trackOf(article);
  const latest = useRef(track);
  latest.current = track;
  const now = useNowPlaying();
  const mine = now?.id === article.id;
  const media = mine ? sharedAudio() : null;
  const mediaRef = useMemo(() => ({ current: media }), [media]);
  // The same episode in a new file (its rendition became ready) is taken while it is paused.
  const claimable = !now || (!mine && !now.started) || (mine && now.path !== track.path && media?.paused === true);

  useEffect(() => {
    if (claimable) cue(latest.current);
  }, [claimable]);
  useEffect(
    () => () => {
      const loaded = nowPlaying();
      if (loaded?.id === article.id && !loaded.started) stop();
    },
    [article.id],
  );
  // In the layout phase: moved back to its parking place in the task the page goes in, it plays on.
  useLayoutEffect(() => {
    if (media && slot.current) return adopt(slot.current);
  }, [media, slot]);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setPlayerInView(article.id);
    } else {
      const observer = new IntersectionObserver(([entry]) => setPlayerInView(entry?.isIntersecting ? article.id : null));
      observer.observe(element);
      return () => {
        observer.disconnect();
        setPlayerInView(null);
      };
    }
    return () => setPlayerInView(null);
  }, [section, article.id]);

  const claim = useCallback(() => cue(latest.current), []);
  return { mediaRef, claim };
}
