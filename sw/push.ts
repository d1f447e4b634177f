/// <reference lib="webworker" />
import type { NotificationKind } from '#api/schemas/notifications.ts';
import { NotificationStore, type StoredNotification } from './notification-store.ts';
import { OPEN_NOTIFICATION_MESSAGE, PUSH_SUBSCRIPTION_CHANGED_MESSAGE } from './page-contract.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * The push kinds' names (api/push/payload.ts `PushKind`) as the API's and the store's
 * (`NotificationKind`): mapped here, once.
 */
const KIND_OF_PUSH: Record<string, NotificationKind> = { new_article: 'article', comment: 'comment', reply: 'reply', comment_likes: 'like', moderation: 'moderation' };

/** What the worker reads of a push (api/push/payload.ts `PushPayload`); anything else is ignored. */
export interface ReadPush {
  title: string;
  body: string;
  lang: string;
  tag: string;
  /** A path of the app. */
  url: string;
  badge: number | null;
  /** Present when the push can be kept in the store (a known kind, a recipient, a time, a numeric id). */
  kept: Omit<StoredNotification, 'item' | 'read'> | null;
}

/** Shown when a push cannot be read: browsers revoke the subscription of a worker that shows nothing. */
export const FALLBACK_PUSH = { en: { title: 'Tribus', body: 'You have a new notification.' }, fr: { title: 'Tribus', body: 'Vous avez une nouvelle notification.' } } as const;

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** Only a path of this app is opened: a push cannot send the reader elsewhere. */
const appPath = (value: unknown): string => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/notifications');

/** Reads a push's JSON; what is missing or unreadable falls back to generic words in `language` (the browser's). */
export function readPush(text: string | null, language: string): ReadPush {
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const p = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const n = p.notification && typeof p.notification === 'object' ? (p.notification as Record<string, unknown>) : {};
  const lang = str(n.lang) === 'en' || str(n.lang) === 'fr' ? (n.lang as 'en' | 'fr') : language.startsWith('en') ? 'en' : 'fr';
  const title = str(n.title)?.trim() || FALLBACK_PUSH[lang].title;
  const body = str(n.title)?.trim() ? (str(n.body) ?? '') : FALLBACK_PUSH[lang].body;
  const url = appPath(p.url);
  const badge = typeof n.app_badge === 'number' && Number.isFinite(n.app_badge) && n.app_badge >= 0 ? Math.floor(n.app_badge) : null;
  const kind = KIND_OF_PUSH[str(p.kind) ?? ''];
  const id = Number(str(p.id));
  const userId = str(p.userId);
  const at = str(p.at);
  const kept = kind && Number.isSafeInteger(id) && userId && at && !Number.isNaN(Date.parse(at)) ? { userId, id, kind, at, pushed: { title, body, url } } : null;
  return { title, body, lang, tag: str(n.tag) ?? '', url, badge, kept };
}

/** What the push handler needs of the worker: narrow, so tests pass fakes. */
export interface PushContext {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  store: Pick<NotificationStore, 'keepPushed'>;
  /** `navigator.setAppBadge`/`clearAppBadge` where the browser has them. */
  badge?: { set(count: number): Promise<void>; clear(): Promise<void> };
  language: string;
}

/**
 * A push arrived: show it (always, even unreadable), keep it for the bell, set the app's badge.
 * The store and the badge may fail (storage full, no badge API) without hiding the notification.
 */
export async function onPush(text: string | null, ctx: PushContext): Promise<ReadPush> {
  const push = readPush(text, ctx.language);
  const options: NotificationOptions & { renotify?: boolean } = { body: push.body, lang: push.lang, icon: ICON, badge: BADGE, data: { url: push.url } };
  // A newer push of the same kind and subject replaces the one shown, and says so again.
  if (push.tag) Object.assign(options, { tag: push.tag, renotify: true });
  const shown = ctx.registration.showNotification(push.title, options);
  const kept = push.kept ? ctx.store.keepPushed(push.kept).catch((error: unknown) => console.warn('[push] not kept', error)) : Promise.resolve();
  const badged = push.badge !== null && ctx.badge ? (push.badge > 0 ? ctx.badge.set(push.badge) : ctx.badge.clear()).catch(() => undefined) : Promise.resolve();
  await Promise.all([shown, kept, badged]);
  return push;
}

/**
 * A notification was tapped: an open window of the app is focused and asked to open the page
 * (the page's router keeps its state, no reload); with none, a new window opens on it.
 */
export async function onNotificationClick(data: unknown, clients: Pick<Clients, 'matchAll' | 'openWindow'>, origin: string): Promise<void> {
  const url = appPath((data as { url?: unknown } | null)?.url);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as readonly WindowClient[];
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    focused.postMessage({ type: OPEN_NOTIFICATION_MESSAGE, url });
    return;
  }
  await clients.openWindow(new URL(url, origin).href);
}

/**
 * The push service changed the subscription: subscribe again with the same key so pushes keep
 * coming, and tell open pages. The worker has no session (the page signs its calls with a token it
 * keeps), so the server learns the new endpoint from the page: on a message, or the next time the
 * app opens signed in (web/features/notifications/push/ re-PUTs the subscription each time).
 */
export async function onSubscriptionChange(
  oldSubscription: PushSubscription | null,
  pushManager: Pick<PushManager, 'subscribe'>,
  clients: Pick<Clients, 'matchAll'>,
): Promise<PushSubscription | null> {
  const key = oldSubscription?.options.applicationServerKey;
  const renewed = key ? await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => null) : null;
  for (const client of await clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage({ type: PUSH_SUBSCRIPTION_CHANGED_MESSAGE });
  return renewed;
}

interface SubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription?: PushSubscription | null;
}

export function registerPush(): void {
  let store: NotificationStore | null = null;
  const nav = self.navigator;
  self.addEventListener('push', (event) => {
    store ??= new NotificationStore();
    // The Badging API is Chromium's and Safari's (installed apps); Firefox has none.
    const badge = 'setAppBadge' in nav ? { set: (n: number) => nav.setAppBadge(n), clear: () => nav.clearAppBadge() } : undefined;
    let text: string | null = null;
    try {
      text = event.data?.text() ?? null;
    } catch {
      text = null;
    }
    event.waitUntil(onPush(text, { registration: self.registration, store, badge, language: nav.language }));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(onNotificationClick(event.notification.data, self.clients, self.location.origin));
  });
  self.addEventListener('pushsubscriptionchange', (event) => {
    const e = event as SubscriptionChangeEvent;
    e.waitUntil(onSubscriptionChange(e.oldSubscription ?? null, self.registration.pushManager, self.clients));
  });
}
