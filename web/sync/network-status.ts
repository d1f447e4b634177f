import { atom } from 'jotai';
import { appStore } from '#web/lib/session.ts';

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

if (typeof window !== 'undefined') {
  window.addEventListener('online', reportOnline);
  window.addEventListener('offline', reportOffline);
}
