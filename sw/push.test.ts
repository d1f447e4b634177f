import { describe, expect, it, vi } from 'vitest';
import { OPEN_NOTIFICATION_MESSAGE } from './page-contract.ts';
import { FALLBACK_PUSH, onNotificationClick, onPush, onSubscriptionChange, type PushContext } from './push.ts';

const payload = {
  web_push: 8030,
  notification: { title: 'Awa a aimé votre commentaire', body: 'Merci !', navigate: 'https://tribus.example/story/x-1#comment-4', lang: 'fr', tag: 'topic-1', app_badge: 3 },
  id: '42',
  userId: 'user-1',
  at: '2026-11-28T10:00:00.000Z',
  kind: 'comment_likes',
  url: '/story/x-1#comment-4',
};

function context(overrides: Partial<PushContext> = {}) {
  const shown: { title: string; options: NotificationOptions & { renotify?: boolean } }[] = [];
  const kept: unknown[] = [];
  const badges: (number | 'cleared')[] = [];
  const ctx: PushContext = {
    registration: { showNotification: async (title, options = {}) => void shown.push({ title, options }) },
    store: { keepPushed: async (row) => void kept.push(row) },
    badge: { set: async (n) => void badges.push(n), clear: async () => void badges.push('cleared') },
    language: 'en-GB',
    ...overrides,
  };
  return { ctx, shown, kept, badges };
}

describe('the worker’s push handler', () => {
  it('shows the push in its language, replacing the same tag, keeps it for the bell under the kind’s API name, and sets the badge', async () => {
    const { ctx, shown, kept, badges } = context();
    await onPush(JSON.stringify(payload), ctx);
    expect(shown).toEqual([
      {
        title: 'Awa a aimé votre commentaire',
        options: { body: 'Merci !', lang: 'fr', tag: 'topic-1', renotify: true, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: '/story/x-1#comment-4' } },
      },
    ]);
    expect(kept).toEqual([{ userId: 'user-1', id: 42, kind: 'like', at: '2026-11-28T10:00:00.000Z', pushed: { title: 'Awa a aimé votre commentaire', body: 'Merci !', url: '/story/x-1#comment-4' } }]);
    expect(badges).toEqual([3]);
  });

  it('still shows a generic notification for an empty, broken or foreign payload, in the browser’s language, and keeps nothing', async () => {
    for (const [text, language] of [
      [null, 'fr-FR'],
      ['not json', 'en-US'],
      ['{"title":"old shape"}', 'fr'],
    ] as const) {
      const { ctx, shown, kept, badges } = context({ language });
      await onPush(text, ctx);
      const words = FALLBACK_PUSH[language.startsWith('en') ? 'en' : 'fr'];
      expect(shown).toEqual([{ title: words.title, options: expect.objectContaining({ body: words.body, data: { url: '/notifications' } }) }]);
      expect(shown[0]!.options.tag).toBeUndefined();
      expect(kept).toEqual([]);
      expect(badges).toEqual([]);
    }
  });

  it('never opens a page off the app, clears the badge at zero, and shows even when the store or the badge fails', async () => {
    const { ctx, shown, badges } = context();
    await onPush(JSON.stringify({ ...payload, url: '//evil.example/x', notification: { ...payload.notification, app_badge: 0 } }), ctx);
    expect(shown[0]!.options.data).toEqual({ url: '/notifications' });
    expect(badges).toEqual(['cleared']);

    const failing = context({ store: { keepPushed: () => Promise.reject(new Error('quota')) }, badge: { set: () => Promise.reject(new Error('no')), clear: () => Promise.reject(new Error('no')) } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(onPush(JSON.stringify(payload), failing.ctx)).resolves.toBeTruthy();
    expect(failing.shown).toHaveLength(1);
    const noBadge = context({ badge: undefined });
    await onPush(JSON.stringify(payload), noBadge.ctx);
    expect(noBadge.shown).toHaveLength(1);
  });
});

describe('a tap on a notification', () => {
  const windowClient = (url: string) => {
    const client = { url, postMessage: vi.fn(), focus: vi.fn() };
    client.focus.mockResolvedValue(client);
    return client;
  };

  it('focuses an open window of the app and asks it to open the story', async () => {
    const other = windowClient('https://elsewhere.example/');
    const app = windowClient('https://tribus.example/feed');
    const openWindow = vi.fn();
    await onNotificationClick({ url: '/story/x-1' }, { matchAll: vi.fn().mockResolvedValue([other, app]), openWindow }, 'https://tribus.example');
    expect(app.focus).toHaveBeenCalled();
    expect(app.postMessage).toHaveBeenCalledWith({ type: OPEN_NOTIFICATION_MESSAGE, url: '/story/x-1' });
    expect(other.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window on the story when none of the app is open, and the bell for a foreign url', async () => {
    const openWindow = vi.fn().mockResolvedValue(null);
    const clients = { matchAll: vi.fn().mockResolvedValue([windowClient('https://elsewhere.example/')]), openWindow };
    await onNotificationClick({ url: '/story/x-1' }, clients, 'https://tribus.example');
    await onNotificationClick({ url: 'https://evil.example/' }, clients, 'https://tribus.example');
    expect(openWindow.mock.calls).toEqual([['https://tribus.example/story/x-1'], ['https://tribus.example/notifications']]);
  });
});

describe('a changed subscription', () => {
  it('subscribes again with the same key and tells the open pages to send it to the server', async () => {
    const key = new Uint8Array([4, 1, 2]).buffer;
    const renewed = { endpoint: 'https://push.example/new' } as PushSubscription;
    const subscribe = vi.fn().mockResolvedValue(renewed);
    const page = { postMessage: vi.fn() };
    const got = await onSubscriptionChange({ options: { applicationServerKey: key } } as unknown as PushSubscription, { subscribe }, { matchAll: vi.fn().mockResolvedValue([page]) });
    expect(got).toBe(renewed);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'push-subscription-changed' });
  });
});
