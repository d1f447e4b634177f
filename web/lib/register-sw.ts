import { Workbox } from 'workbox-window';

/** The page's handle on the service worker (null where service workers are unavailable). */
export let workbox: Workbox | null = null;

/** Registers `/sw.js` after load, in production builds only. */
export function registerServiceWorker(): Workbox | null {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  workbox = new Workbox('/sw.js', { scope: '/' });
  void workbox.register();
  return workbox;
}
