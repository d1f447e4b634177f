import { useEffect, useRef } from 'react';

/** Calls `close` once, `ms` after `done` turns true; cancelled if the form goes away first. */
export function useCloseAfter(close: () => void, ms: number, done: boolean): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [done, ms]);
}
