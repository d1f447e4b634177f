import { expect, test, type Page } from './app-test.ts';

/**
 * Feeds (issue #26): the Subscribe control of the podcasts, tribe and profile pages, used from the
 * keyboard, in both languages; and the public documents (feeds, sitemap, robots.txt) opened in a
 * tab the installed app controls reach the network, not the app's shell.
 */
const LANGUAGES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    subscribe: "S'abonner",
    podcastFeed: 'Flux des podcasts (RSS)',
    articleFeed: 'Flux des articles (RSS)',
    openIn: 'Ouvrir dans une application de podcasts',
    copy: 'Copier le lien',
    copied: 'Lien du flux copié.',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    subscribe: 'Subscribe',
    podcastFeed: 'Podcast feed (RSS)',
    articleFeed: 'Article feed (RSS)',
    openIn: 'Open in a podcast app',
    copy: 'Copy link',
    copied: 'Feed link copied.',
  },
] as const;

/** Opens the page's Subscribe disclosure from the keyboard: focus its summary, press Enter. */
async function openSubscribeByKeyboard(page: Page, label: string) {
  const summary = page.locator('summary', { hasText: label });
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('details.subscribe')).toHaveAttribute('open', '');
}

for (const l of LANGUAGES) {
  test.describe(`Subscribe (${l.lang})`, () => {
    test.use({ locale: l.locale, permissions: ['clipboard-read', 'clipboard-write'] });

    test('the podcasts, tribe and profile pages offer their feeds to copy and to open in a podcast app', async ({ page, baseURL, request }) => {
      await page.goto('/podcasts');
      await openSubscribeByKeyboard(page, l.subscribe);
      const podcastFeed = page.getByRole('textbox', { name: l.podcastFeed });
      await expect(podcastFeed).toHaveValue(`${baseURL}/feeds/podcast.xml`);
      await expect(page.getByRole('textbox', { name: l.articleFeed })).toHaveValue(`${baseURL}/feeds/articles.xml`);
      await expect(page.getByText(l.openIn)).toBeVisible();
      const bare = `${baseURL}/feeds/podcast.xml`.replace(/^https?:\/\//, '');
      await expect(page.getByRole('link', { name: 'Apple Podcasts' })).toHaveAttribute('href', `podcast://${bare}`);
      await expect(page.getByRole('link', { name: 'Pocket Casts' })).toHaveAttribute('href', `pktc://subscribe/${bare}`);
      // Copy from the keyboard: Tab from the address to its button.
      await podcastFeed.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: l.copy }).first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(l.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/feeds/podcast.xml`);

      const tribe = ((await (await request.get('/api/tribes?keywords=Bamil&limit=5')).json()) as { items: { id: number }[] }).items[0]!;
      await page.goto(`/?tr=bamileke-${tribe.id}`);
      await openSubscribeByKeyboard(page, l.subscribe);
      await expect(page.getByRole('textbox', { name: l.podcastFeed })).toHaveValue(`${baseURL}/feeds/podcast/tribe/bamileke.xml`);
      const rss = await request.get('/feeds/podcast/tribe/bamileke.xml');
      expect(rss.status()).toBe(200);

      await page.goto('/people/nkechi-okafor');
      await openSubscribeByKeyboard(page, l.subscribe);
      await expect(page.getByRole('textbox', { name: l.podcastFeed })).toHaveValue(`${baseURL}/feeds/podcast/author/nkechi-okafor.xml`);
      await page.screenshot({ path: `${test.info().outputDir}/profile-subscribe.png` });
    });
  });
}

test('a feed, the sitemap and robots.txt opened in a tab the installed app controls show the document, not the app', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  for (const [path, type, text] of [
    ['/feeds/podcast.xml', /^application\/rss\+xml/, '<rss version="2.0"'],
    ['/feeds/articles/language/en.xml', /^application\/rss\+xml/, '<rss version="2.0"'],
    ['/sitemap.xml', /xml/, '<urlset'],
    ['/robots.txt', /^text\/plain/, 'Sitemap:'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.fromServiceWorker(), path).toBe(false);
    expect(response?.headers()['content-type'], path).toMatch(type);
    expect(await response?.text(), path).toContain(text);
    // Not the app's shell: no root for the app to start in.
    await expect(page.locator('#root')).toHaveCount(0);
    // Still controlled: the worker let the navigation through rather than being gone.
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }
});
