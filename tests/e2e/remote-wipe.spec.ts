import { expect, layoutTag, test, type APIRequestContext, type Page } from './app-test.ts';
import { keptLocally, newAccount, secondDevice, signIn, waitForServiceWorker } from './offline-session.ts';

/**
 * Issue #30, "a lost phone": a reader keeps a story offline and follows a tribe on phone A; on
 * another device they sign A out from the Devices screen. When A next reaches the server, what it
 * kept of the account is gone (the kept story, the follows it knew), A says why in the reader's
 * language, and the other device is untouched. French on the phone, English on desktop.
 */
const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', keep: 'Garder hors ligne', devices: 'Appareils', signOut: 'Déconnecter', notice: 'Déconnecté de cet appareil', erased: 'en a été effacé' },
  { lang: 'en', locale: 'en-GB', keep: 'Keep offline', devices: 'Devices', signOut: 'Sign out', notice: 'Signed out of this device', erased: 'has been erased from it' },
] as const;

/** A seeded text story (no media to download: the journey is about the account, not the bytes). */
async function textStory(request: APIRequestContext): Promise<{ id: string; slug: string; title: string }> {
  const list = (await (await request.get('/api/articles?limit=5&type=1')).json()) as { items: { id: string; slug: string; title: string }[] };
  return list.items.at(-1)!;
}

/** The ids of the kept sets on a device. */
const keptSets = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('tribes');
        open.onsuccess = () => {
          const all = open.result.transaction('offlineSets', 'readonly').objectStore('offlineSets').getAllKeys();
          all.onsuccess = () => resolve((all.result as string[]).sort());
          open.result.close();
        };
        open.onerror = () => resolve([]);
      }),
  );

for (const l of LANGUAGES) {
  test.describe(`a lost phone (${l.lang})`, { tag: layoutTag(l.lang) }, () => {
    test.use({ locale: l.locale });

    test('signed out from another device, the phone erases what it kept of the account and says why; the other device keeps its own', async ({ page, request, browser }, testInfo) => {
      const email = await newAccount(request, `wipe-${l.lang}`);
      await signIn(page, request, email);
      const story = await textStory(request);

      // Phone A keeps a story offline.
      await page.goto(`/story/${story.slug}-${story.id}`);
      await waitForServiceWorker(page);
      await page
        .getByRole('button', { name: new RegExp(`^${l.keep}`) })
        .first()
        .click();
      await expect.poll(() => keptSets(page)).toEqual([`article:${story.id}`]);
      expect(await keptLocally(page, 'articles', story.id)).toBe(true);

      // On another device (signed in through its own Devices screen), the reader signs A out.
      const other = await secondDevice(browser, testInfo, { locale: l.locale });
      const laptop = await other.newPage();
      await signIn(laptop, request, email);
      await laptop.goto(`/story/${story.slug}-${story.id}`);
      await waitForServiceWorker(laptop);
      await laptop
        .getByRole('button', { name: new RegExp(`^${l.keep}`) })
        .first()
        .click();
      await expect.poll(() => keptSets(laptop)).toEqual([`article:${story.id}`]);
      await laptop.goto('/settings/devices');
      await expect(laptop.getByRole('heading', { level: 1, name: l.devices })).toBeVisible();
      // The phone is the one device not marked as this one (the test's own API session is listed too: sign out all others).
      await laptop.locator('.devices-page__others').click();
      await laptop.getByRole('alertdialog').getByRole('button', { name: l.signOut }).click();
      await expect(laptop.locator('.device')).toHaveCount(1);

      // Phone A reaches the server again: it is told, and clears the account.
      await page.goto('/collections');
      const notice = page.getByRole('alertdialog', { name: l.notice });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(l.erased);
      await expect.poll(() => keptSets(page)).toEqual([]);
      expect(await keptLocally(page, 'articles', story.id)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();

      // The other device keeps what it kept, still signed in.
      await laptop.reload();
      expect(await keptSets(laptop)).toEqual([`article:${story.id}`]);
      await other.close();
    });
  });
}
