import type { PushSubscriptionInput } from '#api/schemas/push.ts';

/**
 * This device's Web Push (issue #29), written against a narrow `PushEnvironment` so every state is
 * tested without a browser. Opt-in only: nothing here runs before the reader turns the switch on,
 * and `checkPushSubscription` only renews what they turned on.
 */

/** What the switch says. */
export type PushState = 'unsupported' | 'ios-install' | 'denied' | 'off' | 'on';

export interface PushEnvironment {
  /** `Notification.permission`, or null without the Notifications API. */
  permission(): NotificationPermission | null;
  requestPermission(): Promise<NotificationPermission>;
  /** The worker's push manager, or null without one (no service worker, no Push API, iOS tab). */
  pushManager(): Promise<Pick<PushManager, 'getSubscription' | 'subscribe'> | null>;
  /** iPhone or iPad Safari in a tab (not added to the Home Screen): push needs the installed app. */
  iosTab(): boolean;
  /** The device id kept locally (a UUID), made once. */
  deviceId(): string;
  publicKey(): Promise<string>;
  putSubscription(id: string, subscription: PushSubscriptionInput): Promise<void>;
  deleteSubscription(id: string): Promise<void>;
}

/** base64url (the server's key) to bytes, as `applicationServerKey` takes them. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** `PushSubscription.toJSON()` as the API takes it. */
function asInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** The switch's state, without asking anything. */
export async function pushState(env: PushEnvironment): Promise<PushState> {
  const manager = await env.pushManager();
  if (!manager || env.permission() === null) return env.iosTab() ? 'ios-install' : 'unsupported';
  if (env.permission() === 'denied') return 'denied';
  return env.permission() === 'granted' && (await manager.getSubscription()) ? 'on' : 'off';
}

/**
 * How long a subscription may take. A browser that cannot reach its push service (Chromium without
 * Google's, a captive network) never answers `subscribe`: the switch says it failed instead of
 * waiting forever.
 */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('push_subscribe_timeout')), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function subscribeWith(env: PushEnvironment, manager: Pick<PushManager, 'subscribe'>, key: Uint8Array<ArrayBuffer>): Promise<void> {
  const subscription = await withTimeout(manager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), SUBSCRIBE_TIMEOUT_MS);
  await env.putSubscription(env.deviceId(), asInput(subscription));
}

/**
 * Turns push on, from the reader's tap (browsers only show the permission prompt from a gesture):
 * permission, then a subscription with the server's key, then the server is told.
 */
export async function enablePush(env: PushEnvironment): Promise<PushState> {
  const manager = await env.pushManager();
  if (!manager || env.permission() === null) return env.iosTab() ? 'ios-install' : 'unsupported';
  const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = keyBytes(await env.publicKey());
  const held = await manager.getSubscription();
  if (held && !sameKey(held.options.applicationServerKey, key)) await held.unsubscribe();
  await subscribeWith(env, manager, key);
  return 'on';
}

/** Turns push off: the browser's subscription is dropped and the server forgets the device. */
export async function disablePush(env: PushEnvironment): Promise<PushState> {
  const manager = await env.pushManager();
  const held = await manager?.getSubscription();
  if (held) await held.unsubscribe();
  await env.deleteSubscription(env.deviceId());
  return 'off';
}

/**
 * The reader signed out, or another account signed in: this device's subscription was the old
 * account's. It is dropped in the browser (no session is needed), so the push service answers the
 * server's next push with 410 and the server forgets it: no notification of the old account reaches
 * whoever uses the device now. True when there was one.
 */
export async function dropBrowserSubscription(env: Pick<PushEnvironment, 'pushManager'>): Promise<boolean> {
  const held = await (await env.pushManager())?.getSubscription();
  if (!held) return false;
  await held.unsubscribe();
  return true;
}

/**
 * When the app opens signed in with push on: the server's key is compared with the subscription's;
 * a new key (the server's keys were replaced) means unsubscribe and subscribe again. Either way the
 * subscription is PUT again (idempotent), so a server that lost the device, or a subscription the
 * worker renewed (`pushsubscriptionchange`), is known again. Resolves to what it did.
 */
export async function checkPushSubscription(env: PushEnvironment): Promise<'none' | 'renewed' | 'resent'> {
  if (env.permission() !== 'granted') return 'none';
  const manager = await env.pushManager();
  const held = await manager?.getSubscription();
  if (!manager || !held) return 'none';
  const key = keyBytes(await env.publicKey());
  if (sameKey(held.options.applicationServerKey, key)) {
    await env.putSubscription(env.deviceId(), asInput(held));
    return 'resent';
  }
  await held.unsubscribe();
  await subscribeWith(env, manager, key);
  return 'renewed';
}
