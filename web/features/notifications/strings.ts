import { useEffect, useState } from 'react';
import { loadStringArea } from '#web/lib/i18n.ts';

let loaded = false;

/**
 * The bell's strings, an on-demand area (web/lib/i18n.ts), so the start of the app carries none of
 * it. The `/notifications` route loads them before its page; the bell, in the header of every page,
 * waits for them with `useBellStrings`.
 */
export const loadBellStrings = (): Promise<void> =>
  loadStringArea('notifications').then(() => {
    loaded = true;
  });

/**
 * Whether the bell's strings are there, asking for them on first use. A flag and not a suspending
 * `use()`: the header must never suspend (in a test's `act`, a suspended bell held back the
 * rendering of a dialog in another root; on a page, it would blank its boundary).
 */
export function useBellStrings(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (!ready) void loadBellStrings().then(() => setReady(true));
  }, [ready]);
  return ready;
}
