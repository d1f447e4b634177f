import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from './app-test.ts';

test.describe('foundation', () => {
  test.use({ locale: 'fr-FR' });

  test('the home feed shows seeded articles in French; the toggle switches to English and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const cards = page.locator('article.article-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(7);
    await expect(page.getByRole('heading', { level: 1, name: 'Dernières histoires' })).toBeVisible();
    // Titles are cut at 25 characters plus an ellipsis.
    for (const title of await cards.locator('h3').allTextContents()) expect(Array.from(title).length).toBeLessThanOrEqual(26);

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest stories' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest stories' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('unknown paths redirect to the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('article.article-card').first()).toBeVisible();
  });

  test('after the service worker is active, an offline reload still shows the shell', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('article.article-card').first()).toBeVisible();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.app-header')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await context.setOffline(false);
  });

  test('Chromium reports no installability errors for the manifest', async ({ browserName, baseURL }, testInfo) => {
    test.skip(browserName !== 'chromium', 'a CDP check');
    // Installability is never reported in an incognito context: use a persistent profile.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'tribes-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      const manifest = await (await page.request.get('/manifest.fr.webmanifest')).json();
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Tribus' });
      expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    } finally {
      await context.close();
    }
  });
});
