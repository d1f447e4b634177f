import { atom } from 'jotai';
import { appStore } from '#web/lib/app-store.ts';

/**
 * Whether the app is reaching the server: false after the browser says offline or a request
 * failed at the network level, true again on `online` or the next answer from the server.
 */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** A request failed before reaching the server. */
export function reportOffline(): void {
  if (appStore.get(onlineAtom)) appStore.set(onlineAtom, false);
}

/** The server answered. */
export function reportOnline(): void {
  if (!appStore.get(onlineAtom)) appStore.set(onlineAtom, true);
}

/** Follows the browser's `online` / `offline` events (boot calls it once); returns the stop function. */
export function listenToNetwork(): () => void {
  window.addEventListener('online', reportOnline);
  window.addEventListener('offline', reportOffline);
  return () => {
    window.removeEventListener('online', reportOnline);
    window.removeEventListener('offline', reportOffline);
  };
}
