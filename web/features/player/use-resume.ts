import { useEffect, useRef, type RefObject } from 'react';
import { resumeTarget, SAVE_EVERY_SECONDS, savePosition } from './resume-position.ts';

/**
 * Resume where the reader stopped: seek to the saved position once the duration is known, save the
 * position every few seconds while playing, on pause and when the page is hidden or left, and forget
 * it once the podcast has been heard to the end.
 */
export function useResume(ref: RefObject<HTMLMediaElement | null>, articleId: string) {
  const lastSaved = useRef(0);

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    let restored = false;
    const restore = () => {
      if (restored || !(media.readyState >= 1)) return;
      restored = true;
      const target = resumeTarget(articleId, media.duration);
      if (target > 0) media.currentTime = target;
      lastSaved.current = media.currentTime;
    };
    const save = () => {
      if (!restored) return;
      lastSaved.current = media.currentTime;
      savePosition(articleId, media.currentTime, media.duration);
    };
    const onTime = () => {
      if (restored && Math.abs(media.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) save();
    };
    const onEnded = () => savePosition(articleId, media.duration, media.duration);
    const onHide = () => document.visibilityState === 'hidden' && save();

    restore();
    media.addEventListener('loadedmetadata', restore);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', save);
    media.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    return () => {
      save();
      media.removeEventListener('loadedmetadata', restore);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', save);
      media.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
    };
  }, [ref, articleId]);
}
