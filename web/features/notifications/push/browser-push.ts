import { api, readResponse } from '#web/lib/api-client.ts';
import type { PushEnvironment } from './push-device.ts';

/** Where this device's push id is kept (one per browser profile, whoever signs in). */
export const PUSH_DEVICE_KEY = 'tribus.push-device';

/** iPhone, or an iPad (which says it is a Mac but has touch), in Safari outside the Home Screen app. */
function iosTab(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && (navigator as Navigator & { standalone?: boolean }).standalone !== true;
}

/** The real browser's push, the app's API behind it. */
export const browserPush: PushEnvironment = {
  permission: () => (typeof Notification === 'undefined' ? null : Notification.permission),
  requestPermission: () => Notification.requestPermission(),
  pushManager: async () => {
    if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
    return (await navigator.serviceWorker.ready).pushManager;
  },
  iosTab,
  deviceId: () => {
    let id = localStorage.getItem(PUSH_DEVICE_KEY);
    if (!id) localStorage.setItem(PUSH_DEVICE_KEY, (id = crypto.randomUUID()));
    return id;
  },
  publicKey: async () => (await readResponse(api.push['public-key'].$get())).publicKey,
  putSubscription: async (id, json) => void (await readResponse(api.push.subscriptions[':id'].$put({ param: { id }, json }))),
  deleteSubscription: async (id) => void (await readResponse(api.push.subscriptions[':id'].$delete({ param: { id } }))),
};
