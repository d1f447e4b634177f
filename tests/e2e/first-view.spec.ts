import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './offline-session.ts';

/**
 * The first view (issue #11): the server answers the home page's API calls inside the HTML, so the
 * first visit shows the feed without asking the API for it; once the service worker controls the
 * page, navigations get its precached shell, which holds no server data, so the page asks the API
 * (fresh) and, offline, still opens.
 */
const FEED_CALL = /\/api\/articles\?limit=7$/;

function feedCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (FEED_CALL.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test('the first visit renders the feed from the inlined answers; later visits ask the API; offline gets the shell', async ({ page, context }) => {
  const calls = feedCalls(page);
  const document = await page.goto('/');
  expect(await document!.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  const cards = page.locator('article.article-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(7);
  // At most the first card's cover loads at once, first (home-screen.test.tsx pins which).
  await expect(page.locator('article.article-card img[fetchpriority="high"]')).toHaveCount(await cards.first().locator('img').count());
  expect(calls).toEqual([]);

  await waitForServiceWorker(page);
  const shell = await page.evaluate(async () => (await (await caches.match('/index.html', { ignoreSearch: true }))?.text()) ?? '');
  expect(shell).toContain('<div id="root">');
  expect(shell).not.toContain('id="first-view"');

  // Served by the worker from its precache: no inlined data, so the feed comes from the API.
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => calls.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(false);
});
