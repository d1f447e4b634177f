import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from './app-test.ts';
import { SEED_BASE_TIME } from '#api/seed/data/rows.ts';
import { apiGet, secondDevice, signIn, waitForServiceWorker, keptLocally } from './offline-session.ts';

/**
 * Resume everywhere and offline search (issue 12): a listening position follows the listener to
 * another device (a second browser context), "continue listening" shows it on the home screen,
 * and with no network the search finds a kept article by a word typed without its accents.
 */
interface Summary {
  id: string;
  slug: string;
  type: number;
  title: string;
  language: 'fr' | 'en';
}

async function seeded(request: APIRequestContext, query: string): Promise<Summary[]> {
  const res = await request.get(`/api/articles?limit=50&${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: (Summary & { createdAt: string })[] }).items.filter((a) => Date.parse(a.createdAt) < SEED_BASE_TIME);
}

const storyPath = (a: Summary) => `/story/${a.slug}-${a.id}`;
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious or critical axe violations inside `selector`. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (include) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<Result> } }).axe;
    const { violations } = await axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** The player's audio element, once its length is known. */
async function loadedAudio(page: Page) {
  const audio = page.locator('.podcast-player audio');
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThanOrEqual(1);
  return audio;
}

/** The listener whose position this journey moves (runs once, on desktop: playwright.config.ts). */
const LISTENER = 'jean-pierre.mbarga@example.com';

test('the listening position follows the listener to a second browser context, and shows in "continue listening"', async ({ page, browser, request }, testInfo) => {
  test.slow();
  const email = LISTENER;
  // The last seeded podcast: the offline journeys play the first ones.
  const podcast = (await seeded(request, 'type=2')).at(-1)!;
  const me = await signIn(page, request, email);

  // Device A: the listener seeks to 0:20 and stops there.
  await page.goto(storyPath(podcast));
  const audioA = await loadedAudio(page);
  await audioA.evaluate(async (el: HTMLAudioElement) => {
    el.currentTime = 20;
    await new Promise((resolve) => el.addEventListener('seeked', resolve, { once: true }));
  });
  await expect
    .poll(async () => (await apiGet<{ items: { articleId: string; position: number }[] }>(request, me.token, '/api/progress?limit=50')).items.find((p) => p.articleId === podcast.id)?.position)
    .toBeCloseTo(20, 0);

  // Device B: the same listener opens the episode and starts where A stopped.
  // axe is injected as a script to scan "continue listening" (as tests/e2e/a11y.spec.ts does).
  const other = await secondDevice(browser, testInfo, { bypassCSP: true });
  const pageB = await other.newPage();
  await signIn(pageB, request, email);
  await pageB.goto(storyPath(podcast));
  const audioB = await loadedAudio(pageB);
  await expect.poll(() => audioB.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeCloseTo(20, 0);
  await expect(pageB.getByTestId('player-current')).toHaveText('0:20');

  // Its home screen lists the episode under "continue listening", with how far it got.
  await pageB.goto('/');
  const shelf = pageB.getByRole('region', { name: /^(Continue listening|Reprendre l’écoute)$/ });
  await expect(shelf.getByRole('link', { name: new RegExp(podcast.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  const bar = shelf.getByRole('progressbar', { name: new RegExp(podcast.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(30);
  expect(await axeViolations(pageB, '.continue-listening')).toEqual([]);
  await other.close();
});

const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', search: 'Rechercher des articles', results: 'Résultats de recherche' },
  { lang: 'en', locale: 'en-GB', search: 'Search articles', results: 'Search results' },
] as const;

for (const l of LANGUAGES) {
  test.describe(`offline search (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('finds a kept article by a word typed without its accents', async ({ page, context, request }) => {
      // A seeded article of this language with an accented word in its title or body.
      let found: { article: Summary; word: string } | undefined;
      for (const article of (await seeded(request, 'type=1')).filter((a) => a.language === l.lang)) {
        const detail = (await (await request.get(`/api/articles/${article.id}`)).json()) as { article: { title: string; content: string } };
        const word = `${detail.article.title} ${detail.article.content}`.match(/\p{L}{5,}/gu)?.find((w) => fold(w) !== w.toLowerCase());
        if (word) {
          found = { article, word };
          break;
        }
      }
      expect(found, `the demo seed has a ${l.lang} article with an accented word`).toBeTruthy();
      const { article, word } = found!;

      await page.goto(storyPath(article));
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await waitForServiceWorker(page);
      await expect.poll(() => keptLocally(page, 'articles', article.id)).toBe(true);

      await context.setOffline(true);
      const input = page.getByRole('combobox', { name: l.search });
      await input.fill(fold(word));
      const listbox = page.getByRole('listbox', { name: l.results });
      await expect(listbox.getByRole('option', { name: new RegExp(article.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
      await context.setOffline(false);
    });
  });
}
