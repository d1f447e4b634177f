import { expect, layoutTag, test, type Page } from './app-test.ts';

const LANGUAGES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    title: 'Dernières histoires',
    other: 'Latest stories',
    toggle: 'Switch to English',
    tribes: 'Tribus au hasard',
    themes: 'Thèmes',
    menu: 'Ouvrir le menu',
    loadMore: 'Charger plus',
    sponsored: 'Sponsorisé',
    latest: 'Derniers articles',
    authors: 'Auteurs à découvrir',
    filters: 'Filtres actifs',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    title: 'Latest stories',
    other: 'Dernières histoires',
    toggle: 'Passer en français',
    tribes: 'Random tribes',
    themes: 'Themes',
    menu: 'Open the menu',
    loadMore: 'Load more',
    sponsored: 'Sponsored',
    latest: 'Latest articles',
    authors: 'Authors to discover',
    filters: 'Active filters',
  },
] as const;

/** Letters and digits only, without accents or case: "Songhaï" and "Songhai" both give "songhai". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

const cards = (page: Page) => page.locator('.feed-grid > article.article-card');

/** Loads the next feed page the way the viewport does it: infinite scroll, or the button below 1024 px. */
async function loadNextPage(page: Page, loadMore: string, wide: boolean) {
  if (wide) await page.locator('.feed-end').scrollIntoViewIfNeeded();
  else await page.getByRole('button', { name: loadMore }).click();
}

// The journeys tagged by `layoutTag` differ by layout (the menu, load more on phones): French on
// the phone, English on desktop. The others behave the same at any size: desktop, both languages.
for (const l of LANGUAGES) {
  test.describe(`home (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('shows seeded articles, tribes, the latest articles and author suggestions; the language toggle survives a reload', { tag: layoutTag(l.lang) }, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      expect(await cards(page).count()).toBe(7);
      await expect(page.getByRole('navigation', { name: l.tribes }).getByRole('link')).toHaveCount(4);
      await expect(page.getByRole('region', { name: l.latest }).getByRole('link')).toHaveCount(5);
      await expect(page.getByRole('region', { name: l.authors }).getByRole('link').first()).toHaveAttribute('href', /^\/people\//);
      // The menu button is for phones: a wide screen shows the themes in the header instead (the
      // components' rules come after the base styles, web/main.tsx).
      const wide = page.viewportSize()!.width > 768;
      await expect(page.getByRole('button', { name: l.menu })).toBeVisible({ visible: !wide });

      await page.getByRole('button', { name: l.toggle }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.other })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: l.other })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe(l.lang === 'fr' ? 'en' : 'fr');
    });

    test('choosing a tribe filters the feed with tr=', async ({ page }) => {
      await page.goto('/'); // waits for the app: this is the app's filtering, with its API request
      const tribe = page.getByRole('navigation', { name: l.tribes }).getByRole('link').first();
      const name = (await tribe.textContent())!;
      const request = page.waitForRequest((r) => /\/api\/articles\?.*tribe=\d+/.test(r.url()));
      await tribe.click();
      await expect(page).toHaveURL(/[?&]tr=[a-z0-9-]+-\d+/);
      const id = new URL(page.url()).searchParams.get('tr')!.split('-').pop();
      expect(new URL((await request).url()).searchParams.get('tribe')).toBe(id);
      await expect(page.getByRole('list', { name: l.filters })).toContainText(name);
    });

    test('a theme from the navbar (the menu on phones) filters the feed with th=', { tag: layoutTag(l.lang) }, async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(cards(page).first()).toBeVisible();
      if (testInfo.project.name === 'phone') await page.getByRole('button', { name: l.menu }).click();
      const theme = page.getByRole('navigation', { name: l.themes }).getByRole('link').first();
      const name = (await theme.textContent())!.trim();
      const request = page.waitForRequest((r) => /\/api\/articles\?.*theme=\d+/.test(r.url()));
      await theme.click();
      await expect(page).toHaveURL(/[?&]th=[a-z0-9_-]+-\d+/);
      await request;
      await expect(page.getByRole('list', { name: l.filters })).toContainText(name);
    });

    test('the next page loads (scroll on desktop, load more on phones), with an ad after the 7th card', { tag: layoutTag(l.lang) }, async ({ page }, testInfo) => {
      const wide = testInfo.project.name === 'desktop';
      // The app's code comes late, as on a slow phone: the reader scrolls to the server's ad before
      // the page is taken over, and must be left there (the first render used to scroll to the top,
      // so the ad was never seen and its impression never sent).
      await page.route(/\/assets\/resources-(en|fr)-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(cards(page)).toHaveCount(7);
      expect(await page.locator('#root[data-interactive]').count()).toBe(0);
      const ad = page.locator('.feed-grid > :nth-child(8)');
      await expect(ad).toHaveJSProperty('tagName', 'ASIDE');
      await expect(ad).toContainText(l.sponsored);
      await expect(ad.getByRole('link').first()).toHaveAttribute('target', '_blank');
      const impression = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/ads\/[^/]+\/impressions$/.test(r.url()));
      // The ad is found and scrolled to in one step: when the page is taken over, the ad may be
      // drawn again as a new element, and scrolling to the old one would do nothing.
      await page.evaluate(() => document.querySelector('.feed-grid > :nth-child(8)')!.scrollIntoView({ block: 'center' }));
      expect((await impression).headers()['idempotency-key']).toMatch(/^ad-impression:/);
      await expect(page.locator('#root[data-interactive]')).toBeAttached();
      await expect(ad).toBeInViewport({ ratio: 0.5 });
      await loadNextPage(page, l.loadMore, wide);
      await expect.poll(() => cards(page).count()).toBeGreaterThan(7);
    });

    test('a tribe tapped before the app has started is a plain link: the server renders the filtered feed', async ({ page }) => {
      // The app's code comes late, as on a slow phone; until it starts, the server's links still work.
      await page.route(/\/assets\/resources-(en|fr)-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const tribe = page.getByRole('navigation', { name: l.tribes }).getByRole('link').first();
      const name = (await tribe.textContent())!;
      await tribe.click();
      await expect(page).toHaveURL(/[?&]tr=[a-z0-9-]+-\d+/);
      // A tribe with no article yet is named from its link ("songhai-5": "Songhai" for "Songhaï").
      const chip = page.getByRole('list', { name: l.filters });
      await expect.poll(async () => fold((await chip.textContent()) ?? '')).toContain(fold(name));
      const served = await chip.textContent();
      expect(await page.locator('#root[data-interactive]').count()).toBe(0);
      // Taken over, the app keeps the server's filter as it was drawn.
      await expect(page.locator('#root[data-interactive]')).toBeAttached();
      await expect(chip).toHaveText(served!);
    });
  });
}
