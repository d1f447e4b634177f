import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `wanted` (a recording in progress): a sleeping phone would stop the
 * microphone. The browser drops the lock whenever the page is hidden, so it is asked for again each
 * time the page becomes visible. Answers whether a lock is held (false where the API is missing).
 */
export function useWakeLock(wanted: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const api = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined;
    if (!wanted || !api) {
      setHeld(false);
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await api.request('screen');
        if (stopped) return void next.release();
        sentinel = next;
        setHeld(true);
        next.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, no permission): the warning shown beside the recorder still applies.
        setHeld(false);
      }
    };
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
      setHeld(false);
    };
  }, [wanted]);
  return held;
}
