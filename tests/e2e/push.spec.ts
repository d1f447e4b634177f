import { pushPayload } from '#api/push/payload.ts';
import { SUBSCRIBE_TIMEOUT_MS } from '#web/features/notifications/push/push-device.ts';
import { signInAuthor } from './author-session.ts';
import { expect, layoutTag, test, waitForApp, type Page } from './app-test.ts';

/**
 * Web Push in Chromium (issue #29), through the real server and service worker: the opt-in on the
 * notification settings, then a push delivered to the real worker by the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`, with a payload made by the server's own `pushPayload`).
 * Chromium here has no push service to subscribe with (no Google push endpoint offline): the
 * journey checks the switch's answer to that, not a real subscription (the subscription's PUT and
 * the states are unit-tested in web/features/notifications/push/). A system notification cannot be
 * clicked through CDP: the click handler is unit-tested (sw/push.test.ts).
 */
const READERS = { fr: 'nkechi.okafor@example.com', en: 'kwame.mensah@example.com' } as const;
const WORDS = {
  fr: {
    switch: 'Notifications push sur cet appareil',
    title: 'Réglages des notifications',
    liked: 'Awa a aimé votre commentaire',
    failed: 'Les notifications push n’ont pas pu être activées ici. Réessayez dans un instant.',
  },
  en: {
    switch: 'Push notifications on this device',
    title: 'Notification settings',
    liked: 'Awa liked your comment',
    failed: 'Push notifications could not be turned on here. Try again in a moment.',
  },
} as const;

/** The active worker's registration id, from the DevTools protocol. */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((v) => v.status === 'activated' && v.scriptURL.startsWith(origin));
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data });
}

/** The notification store's row (sw/notification-store.ts), read as the bell reads it. */
function storedRow(page: Page, userId: string, id: number) {
  return page.evaluate(
    ([user, key]) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('tribes-notifications');
        open.onsuccess = () => {
          const get = open.result.transaction('items', 'readonly').objectStore('items').get([user!, key!]);
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    [userId, id] as const,
  );
}

for (const language of ['fr', 'en'] as const) {
  test(`push: opt-in on the settings, and a push shown in the reader’s language and kept for the bell (${language})`, { tag: layoutTag(language) }, async ({ page, request, context }) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    await context.grantPermissions(['notifications']);
    await signInAuthor(page, request, READERS[language], language);
    await page.goto('/settings/notifications');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const toggle = page.getByRole('switch', { name: words.switch });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeEnabled();
    // The per-kind preferences come from the server.
    await expect(page.getByRole('checkbox')).toHaveCount(10);
    // The tap asks nothing more (the permission is granted) and subscribes: Chromium here has no push
    // service, so `subscribe` fails (or, on a network that hangs, times out) and the switch says so.
    await toggle.click();
    await expect(page.locator('#push-switch-note')).toHaveText(words.failed, { timeout: SUBSCRIBE_TIMEOUT_MS + 5000 });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { user?: { id: string } }).user?.id ?? '');
    const id = 900_000 + (language === 'fr' ? 1 : 2);
    const at = new Date().toISOString();
    const payload = pushPayload(
      { id: String(id), userId, at, kind: 'comment_likes', subject: `comment-${language}`, path: '/notifications', actorName: 'Awa', excerpt: 'Merci !', unread: 2 },
      language,
      new URL(page.url()).origin,
    );
    await deliverPush(page, JSON.stringify(payload));

    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, lang: n.lang, data: n.data as unknown }))))
      .toContainEqual({ title: words.liked, lang: language, data: { url: '/notifications' } });
    await expect.poll(() => storedRow(page, userId, id)).toMatchObject({ userId, id, kind: 'like', at, read: false, pushed: { title: words.liked, body: 'Merci !', url: '/notifications' } });

    // An unreadable push is still shown (browsers revoke silent pushes), in the browser's words.
    await deliverPush(page, 'not json');
    await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(2);
  });
}
