import { atom } from 'jotai';
import { Workbox } from 'workbox-window';
import { appStore } from './app-store.ts';
import { OPEN_NOTIFICATION_MESSAGE } from '#sw/page-contract.ts';

/** The page's handle on the service worker (null where service workers are unavailable). */
export let workbox: Workbox | null = null;

/** A new version of the app is installed and waiting for the reader's go-ahead. */
export const updateReadyAtom = atom(false);

/** Chromium's install offer (`beforeinstallprompt`), kept until the reader uses it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The pending install offer, or null when the browser made none (or the app is installed). */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

const UPDATE_CHECK_MS = 60 * 60 * 1000;

function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own install button instead of the browser's mini-infobar.
    event.preventDefault();
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}

/**
 * Registers `/sw.js` (production builds only) and listens for the install offer. A new version
 * waits (`registerType: 'prompt'`) and raises `updateReadyAtom`; the app looks for one when the
 * tab becomes visible again and every hour.
 */
export function registerServiceWorker(): Workbox | null {
  if (typeof window === 'undefined') return null;
  captureInstallPrompt();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => appStore.set(updateReadyAtom, true));
  void wb.register();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
  workbox = wb;
  return wb;
}

/**
 * Switches to the waiting version and reloads once it controls the page — unless an editor is
 * open here (`markEditorOpen`), in which case nothing happens and `'editor-open'` tells the
 * prompt to ask the reader to save first. The reload never discards unsaved editor state.
 */
export async function applyUpdate(wb: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'> | null = workbox): Promise<'reloading' | 'editor-open' | 'unavailable'> {
  if (!wb) return 'unavailable';
  // Loaded here, not at start: Dexie stays off the first view's scripts (issue #11).
  const { hasOpenEditor } = await import('#web/db/open-drafts.ts');
  if (await hasOpenEditor()) return 'editor-open';
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
  return 'reloading';
}

/**
 * A push notification tapped while this window is open: the worker focuses it and posts the page
 * to open (sw/push.ts), which `openPath` (the router) opens without a reload. Paths of the app only.
 */
export function openTappedNotifications(openPath: (path: string) => void): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string } | null>) => {
    const url = event.data?.url;
    if (event.data?.type === OPEN_NOTIFICATION_MESSAGE && url?.startsWith('/') && !url.startsWith('//')) openPath(url);
  });
}
