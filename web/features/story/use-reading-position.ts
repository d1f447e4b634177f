import { useEffect, type RefObject } from 'react';

/** A text is "long" (worth resuming) when its body is taller than this many screens. */
export const LONG_TEXT_SCREENS = 2;
/** Scrolling saves at most this often. */
const SAVE_AFTER_SCROLL_MS = 1500;
/** The reader scrolled away from the top before the position came: theirs stands. */
const MOVED_PX = 80;

// The progress store (Dexie, the outbox) loads after the story shows, not with it.
const progressStore = () => import('#web/sync/progress.ts');
const progressRules = () => import('#web/sync/progress-rules.ts');

/** How far the reader got: the share of the body above the bottom of the screen (0..1). */
function readFraction(body: HTMLElement): number {
  const box = body.getBoundingClientRect();
  if (box.height <= 0) return 0;
  return Math.min(1, Math.max(0, (window.innerHeight - box.top) / box.height));
}

/**
 * Resume everywhere for a long text: on open, scrolls to the newest of this device's reading
 * position and the server's; then saves the fraction read a moment after scrolling stops, when the
 * page is hidden or left, and on unmount. Short texts (a screen or two) are not tracked.
 */
export function useReadingPosition(ref: RefObject<HTMLElement | null>, article: { id: string; title: string }, enabled: boolean) {
  const { id, title } = article;
  useEffect(() => {
    const body = ref.current;
    if (!enabled || !body) return;
    let alive = true;
    let restored = false;
    let lastSaved = -1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isLong = () => body.offsetHeight > window.innerHeight * LONG_TEXT_SCREENS;

    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!restored || !isLong()) return;
      const position = readFraction(body);
      if (Math.abs(position - lastSaved) < 0.01) return;
      lastSaved = position;
      void progressStore().then((store) => store.recordProgress({ id, title, kind: 'text' }, { position }).catch(() => undefined));
    };
    let scrolledEarly = false;
    const onScroll = () => {
      if (!restored) scrolledEarly = true;
      if (timer === undefined) timer = setTimeout(save, SAVE_AFTER_SCROLL_MS);
    };
    const onHide = () => document.visibilityState === 'hidden' && save();

    // A short text is not tracked: no request for its position either.
    const resume = isLong() ? Promise.all([progressStore(), progressRules()]) : Promise.reject(new Error('short text'));
    void resume
      .then(async ([store, rules]) => {
        const row = await store.resumeProgress(id);
        if (!alive || !isLong() || window.scrollY > MOVED_PX) return;
        const target = rules.startPositionOf(row?.kind === 'text' ? row : undefined);
        if (target <= readFraction(body)) return;
        // Puts the bottom of the screen where the reader had got to.
        const top = body.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top + target * body.offsetHeight - window.innerHeight, behavior: 'instant' });
      })
      .catch(() => undefined)
      .finally(() => {
        restored = true;
        // The reader scrolled while the position was coming: where they are now is recorded.
        if (scrolledEarly) save();
        else lastSaved = readFraction(body);
      });
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    return () => {
      alive = false;
      if (timer !== undefined) save();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
    };
  }, [ref, id, title, enabled]);
}
