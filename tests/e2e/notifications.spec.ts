import { expect, layoutTag, test, type APIRequestContext, type Page } from './app-test.ts';
import { apiGet, apiPut, hexId, newAccount, pendingChanges, signIn, waitForServiceWorker } from './offline-session.ts';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';

/**
 * The bell (issue #29): reader A follows B; B publishes twice; A's bell counts them, the list says
 * "B published …", opening one goes to the story and the count drops. With the network off, A opens
 * the bell again from the device and marks all read; the server has the marker once back online.
 * French on the phone (the /notifications page), English on desktop (the bell's panel).
 */
const LANGUAGES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    bell: 'Notifications',
    unread: (n: number) => `Notifications, ${n} non lue${n > 1 ? 's' : ''}`,
    published: (t: string) => `Test Reader a publié « ${t} »`,
    markAll: 'Tout marquer comme lu',
    offline: 'Vous êtes hors ligne : voici les notifications gardées sur cet appareil.',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    bell: 'Notifications',
    unread: (n: number) => `Notifications, ${n} unread`,
    published: (t: string) => `Test Reader published “${t}”`,
    markAll: 'Mark all as read',
    offline: 'You are offline: these are the notifications kept on this device.',
  },
] as const;

async function login(request: APIRequestContext, email: string): Promise<{ token: string; user: { id: string } }> {
  const res = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { tokenInfo, user } = (await res.json()) as { tokenInfo: { token: string }; user: { id: string } };
  return { token: tokenInfo.token, user };
}

async function publish(request: APIRequestContext, token: string, title: string): Promise<string> {
  const first = async (path: string) => {
    const list = await apiGet<{ id: number }[] | { items: { id: number }[] }>(request, token, path);
    return (Array.isArray(list) ? list : list.items)[0]!.id;
  };
  const id = hexId();
  const content = 'A story to be told in the bell of those who follow its author, long enough for the rules. '.repeat(20);
  await apiPut(request, token, `/api/articles/${id}`, { type: 1, textType: 0, title, subTitle: '', content, tribe: [await first('/api/tribes')], themes: [await first('/api/themes')] });
  return id;
}

const unreadOnServer = async (request: APIRequestContext, token: string) => (await apiGet<{ unread: number }>(request, token, '/api/notifications/unread-count')).unread;

for (const l of LANGUAGES) {
  test.describe(`notifications (${l.lang})`, { tag: layoutTag(l.lang) }, () => {
    test.use({ locale: l.locale });

    test('the bell counts a followed author’s stories, opens one, and marks all read offline', async ({ page, context, request }, testInfo) => {
      const phone = testInfo.project.name === 'phone';
      const a = await signIn(page, request, await newAccount(request, `bell-a-${l.lang}`));
      const b = await login(request, await newAccount(request, `bell-b-${l.lang}`));
      await apiPut(request, a.token, `/api/follows/users/${b.user.id}`);
      const first = `Bell ${l.lang} one ${Date.now()}`;
      const second = `Bell ${l.lang} two ${Date.now()}`;
      const firstId = await publish(request, b.token, first);
      await publish(request, b.token, second);
      // The fan-out runs off the request path (the server's queue worker): wait for it, not for a time.
      await expect.poll(() => unreadOnServer(request, a.token)).toBe(2);

      await page.goto('/');
      const bell = page.getByRole(phone ? 'link' : 'button', { name: l.unread(2) });
      await expect(bell).toBeVisible();
      const openBell = async (p: Page) => {
        if (phone) await p.getByRole('link', { name: new RegExp(`^${l.bell}`) }).click();
        else await p.getByRole('button', { name: new RegExp(`^${l.bell}`) }).click();
      };
      await openBell(page);
      await page.getByRole('link', { name: l.published(first) }).click();
      await expect(page).toHaveURL(new RegExp(`/story/${firstId}`));
      await expect(page.getByRole(phone ? 'link' : 'button', { name: l.unread(1) })).toBeVisible();
      await expect.poll(() => unreadOnServer(request, a.token)).toBe(1);

      await waitForServiceWorker(page);
      await context.setOffline(true);
      if (phone) await page.goto('/notifications');
      else await openBell(page);
      await expect(page.getByText(l.offline)).toBeVisible();
      await expect(page.getByRole('link', { name: l.published(second) })).toBeVisible();
      await page.getByRole('button', { name: l.markAll }).click();
      await expect(page.getByRole(phone ? 'link' : 'button', { name: l.bell, exact: true })).toBeVisible();
      expect(await pendingChanges(page)).toBe(1);
      expect(await unreadOnServer(request, a.token)).toBe(1);

      await context.setOffline(false);
      await expect.poll(() => unreadOnServer(request, a.token)).toBe(0);
    });
  });
}
