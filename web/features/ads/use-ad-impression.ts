import { useEffect, type RefObject } from 'react';
import { postImpression } from './api/post-impression.ts';

/** Spec §9: an impression counts once half of the ad is visible. */
export const IMPRESSION_VISIBLE_RATIO = 0.5;

/** Keys already sent in this document, so a remounted ad card does not post again. */
const sent = new Set<string>();

/** The Idempotency-Key of one ad in one page view (at most 200 characters, api.md). */
export function impressionKey(adId: string, pageViewId: string): string {
  return `ad-impression:${pageViewId}:${adId}`.slice(0, 200);
}

/** Posts the impression of `adId` once, the first time `target` is at least 50 % visible. */
export function useAdImpression(target: RefObject<Element | null>, adId: string, pageViewId: string) {
  useEffect(() => {
    const element = target.current;
    const key = impressionKey(adId, pageViewId);
    if (!element || sent.has(key) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Browsers may report a ratio a hair under the threshold when it is just crossed.
        const seen = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_VISIBLE_RATIO - 0.01);
        if (!seen || sent.has(key)) return;
        sent.add(key);
        observer.disconnect();
        // A lost impression is not worth an error shown to the reader.
        postImpression(adId, key).catch(() => undefined);
      },
      { threshold: IMPRESSION_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, adId, pageViewId]);
}
