import { expect, test, type Locator, type Page } from './app-test.ts';
import { signIn } from './offline-session.ts';

/**
 * Every popover, menu and panel of the product fits a 360 px wide phone (issue 12): opened from its
 * trigger, its whole box lies inside the viewport, in both languages (French labels run longer).
 */
const NARROW = { width: 360, height: 740 };
const READER = 'jean-pierre.mbarga@example.com';

async function expectInside(page: Page, panel: Locator, what: string): Promise<void> {
  await expect(panel, what).toBeVisible();
  const box = (await panel.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width + 0.5);
}

/** Opens the popover of `trigger` and checks the panel it controls (or `panel`), then closes it. */
async function check(page: Page, trigger: Locator, what: string, panel?: Locator): Promise<void> {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const controlled = await trigger.getAttribute('aria-controls');
  await expectInside(page, panel ?? page.locator(`[id="${controlled}"]`), what);
  await page.keyboard.press('Escape');
}

for (const { lang, locale } of [
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-GB' },
]) {
  test.describe(`popovers at 360 px (${lang})`, { tag: '@phone' }, () => {
    test.use({ locale, viewport: NARROW });

    test('header: search filters, sync panel and profile menu fit the screen', async ({ page, request }) => {
      await signIn(page, request, READER);
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await check(page, page.getByRole('button', { name: /synchronisation|sync status/i }), 'sync panel');
      await check(page, page.getByRole('button', { name: /menu du profil|profile menu/i }), 'profile menu', page.getByRole('menu'));
      await page.getByRole('button', { name: /ouvrir la recherche|open the search/i }).click();
      await check(page, page.locator('.search-filters__toggle').first(), 'search filters');
    });

    test('story: the save-to-a-collection panel fits the screen', async ({ page, request }) => {
      await signIn(page, request, READER);
      await page.goto('/');
      const card = page.getByRole('main').getByRole('article').first();
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/story\//);
      await check(page, page.getByRole('button', { name: /enregistrer dans|save to/i }).first(), 'save to a collection');
    });

    test('profile: the article actions menu fits the screen', async ({ page, request }) => {
      const me = await signIn(page, request, 'aicha.bello@example.com');
      await page.goto('/');
      await page.getByRole('button', { name: /menu du profil|profile menu/i }).click();
      await page.getByRole('menuitem', { name: /mon profil|my profile/i }).click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(me.user.firstName) })).toBeVisible();
      await check(page, page.getByRole('button', { name: /actions/i }).first(), 'article actions', page.getByRole('menu'));
    });
  });
}
