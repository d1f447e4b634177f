import { useEffect, type RefObject } from 'react';
import { listen } from '#web/lib/listen.ts';

/** While playing, the position is saved at most this often (seconds of playback). */
export const SAVE_EVERY_SECONDS = 10;

// The progress store (Dexie, the outbox) loads with the first media opened, not with the page.
const progressStore = () => import('#web/sync/progress.ts');
const progressRules = () => import('#web/sync/progress-rules.ts');

/** The article a media element plays, as its position is saved. */
export interface MediaArticle {
  id: string;
  title: string;
  kind: 'audio' | 'video';
}

/**
 * Resume everywhere for an `<audio>` or `<video>`: on open, seeks to the newest of this device's
 * position and the server's (unless the listener already moved); then saves the position every
 * few seconds of playback, on pause, on a seek while paused, at the end (finished), when the page
 * is hidden or left, and when stopped (the returned function). Saved positions go through the
 * outbox to the other devices. A plain function, so the podcast heard across pages (the shared
 * player, web/features/player/playback.ts) keeps saving after the page that started it is gone.
 */
export function trackMediaProgress(media: HTMLMediaElement, article: MediaArticle): () => void {
  const { id, title, kind } = article;
  let alive = true;
  let restored = false;
  let lastSaved = { at: -1, ended: false };
  let start: number | null = null;

  const apply = () => {
    if (restored || start === null || !(media.readyState >= 1)) return;
    restored = true;
    void progressRules().then(({ startPositionOf }) => {
      if (!alive) return;
      // The listener seeked or played on while the position was being fetched: theirs stands,
      // and is recorded now (saves before this point were held back), ended if it reached the end.
      if (media.currentTime > 1) return save(media.ended);
      const target = startPositionOf({ kind, position: start ?? 0, finished: false }, media.duration);
      if (target > 0) media.currentTime = target;
      lastSaved = { at: media.currentTime, ended: false };
    });
  };
  const save = (ended = false) => {
    if (!restored) return;
    const position = ended ? media.duration : media.currentTime;
    if (Math.abs(position - lastSaved.at) < 0.5 && ended === lastSaved.ended) return;
    lastSaved = { at: position, ended };
    void progressStore().then((store) => store.recordProgress({ id, title, kind }, { position, duration: media.duration, ended }).catch(() => undefined));
  };
  const onTime = () => !media.paused && Math.abs(media.currentTime - lastSaved.at) >= SAVE_EVERY_SECONDS && save();
  const onPause = () => !media.ended && save();
  const onSeeked = () => media.paused && save();
  const onEnded = () => save(true);
  const onHide = () => document.visibilityState === 'hidden' && save();
  const onLeave = () => save();

  void progressStore()
    .then(async (store) => {
      const row = await store.resumeProgress(id);
      // Finished earlier: start again from the top (a new listen).
      start = row && !row.finished ? row.position : 0;
    })
    .catch(() => {
      start = 0;
    })
    .finally(() => alive && apply());
  const stops = [
    listen(media, { loadedmetadata: apply, timeupdate: onTime, pause: onPause, seeked: onSeeked, ended: onEnded }),
    listen(document, { visibilitychange: onHide }),
    listen(window, { pagehide: onLeave }),
  ];
  return () => {
    alive = false;
    save();
    for (const stop of stops) stop();
  };
}

/** `trackMediaProgress` for a media element of a page: from its mount to its unmount. */
export function useMediaResume(ref: RefObject<HTMLMediaElement | null>, article: MediaArticle) {
  const { id, title, kind } = article;
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    return trackMediaProgress(media, { id, title, kind });
  }, [ref, id, title, kind]);
}
