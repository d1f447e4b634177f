import { useEffect, useRef } from 'react';

/**
 * Runs `callback` once, `ms` after `active` turns true (the spec's timed returns: 8 s after
 * registering, 6 s after a reset request…). Cancelled if the component goes away first.
 */
export function useTimeout(callback: () => void, ms: number, active: boolean): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
