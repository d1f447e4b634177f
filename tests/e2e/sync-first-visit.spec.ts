import { expect, test } from './app-test.ts';

/**
 * Issue #25: a first visit whose network drops between the server's page and the app's code. The
 * page stays readable, says what is happening, and the app starts by itself when the network is
 * back (web/start-retry.ts), without a reload; where the retry fails again, by one reload.
 */
const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', offline: /^Vous êtes hors ligne : l’application démarrera dès le retour du réseau\./, title: 'Dernières histoires' },
  { lang: 'en', locale: 'en-GB', offline: /^You are offline: the app will start as soon as the network is back\./, title: 'Latest stories' },
];

/** The build's entry, asked for by the start script once the server's page is painted. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

for (const l of LANGUAGES) {
  test.describe(`first visit on a cut network (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test("the app's code cut once: the page says so, then starts when the network returns", async ({ page, context }) => {
      let cut = false;
      await page.route(ENTRY, async (route) => {
        if (cut) return route.continue();
        cut = true;
        // The network drops just as the app's code is asked for.
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      // The server's page is there and readable; the status says why the app is not.
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      const status = page.locator('.start-status');
      await expect(status).toHaveText(l.offline, { timeout: 15_000 });
      await expect(status).toHaveAttribute('role', 'status');
      expect(await page.locator('#root').getAttribute('data-interactive')).toBeNull();

      await context.setOffline(false);
      await expect(page.locator('#root')).toHaveAttribute('data-interactive', '', { timeout: 30_000 });
      await expect(status).toHaveCount(0);
      // The app is the page's now: a link opens without a page load.
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    });

    test("the app's code still failing once the network is back (a browser that keeps the failed fetch): one reload starts it", async ({ page, context }) => {
      let asked = 0;
      await page.route(ENTRY, async (route) => {
        asked += 1;
        if (asked > 2) return route.continue();
        if (asked === 1) await context.setOffline(true);
        // The second time, online: the failure such a browser would answer from its module map.
        await route.abort(asked === 1 ? 'internetdisconnected' : 'failed');
      });
      let loads = 0;
      page.on('load', () => void (loads += 1));
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('.start-status')).toHaveText(l.offline, { timeout: 15_000 });
      await context.setOffline(false);
      await expect(page.locator('#root')).toHaveAttribute('data-interactive', '', { timeout: 30_000 });
      expect(asked).toBe(3);
      expect(loads).toBe(2);
      await expect(page.locator('.start-status')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    });
  });
}
