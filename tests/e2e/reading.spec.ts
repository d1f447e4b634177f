import { expect, test, type APIRequestContext, type Page } from './app-test.ts';
import { SEED_BASE_TIME } from '#api/seed/data/rows.ts';

interface Summary {
  id: string;
  slug: string;
  type: number;
  textType: number;
  title: string;
}

const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', play: 'Lecture', pause: 'Pause', forward: 'Avancer de 15 secondes', contact: 'Écrivez-nous' },
  { lang: 'en', locale: 'en-GB', play: 'Play', pause: 'Pause', forward: 'Forward 15 seconds', contact: 'Write to us' },
] as const;

/**
 * Articles of the demo seed (dated before SEED_BASE_TIME), never ones other journeys published on
 * the shared server meanwhile (a fresh browser recording has no seekable duration, for one).
 */
async function seeded(request: APIRequestContext, query: string): Promise<Summary[]> {
  const res = await request.get(`/api/articles?limit=50&${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: (Summary & { createdAt: string })[] }).items.filter((a) => Date.parse(a.createdAt) < SEED_BASE_TIME);
}

/** The first seeded text article written in story mode (sections). */
async function storyModeArticle(request: APIRequestContext): Promise<Summary> {
  const found = (await seeded(request, 'type=1')).find((a) => a.textType === 1);
  expect(found, 'the demo seed has a story-mode article').toBeTruthy();
  return found!;
}

const storyPath = (a: Summary) => `/story/${a.slug}-${a.id}`;

async function openStory(page: Page, article: Summary) {
  await page.goto(storyPath(article));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
}

for (const l of LANGUAGES) {
  test.describe(`reading (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('opens a seeded text article from the home feed', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      const card = page
        .locator('article.article-card')
        .filter({ has: page.locator('.type-badge--text') })
        .first();
      await card.locator('a').first().click();
      await expect(page).toHaveURL(/\/story\/.+-[0-9a-f]{32}$/);
      // The story's own heading (the home's heading may still be leaving as the URL changes).
      const title = page.locator('h1.story-title');
      await expect(title).toBeVisible();
      await expect(page).toHaveTitle(new RegExp((await title.textContent())!.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('.story-prose p, .story-section').first()).toBeVisible();
      await expect(page.locator('.story-byline__author')).toHaveAttribute('href', /^\/people\//);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    });

    test('shows a story-mode article section by section', async ({ page, request }) => {
      const article = await storyModeArticle(request);
      await openStory(page, article);
      const sections = page.locator('.story-section');
      expect(await sections.count()).toBeGreaterThanOrEqual(2);
      for (const heading of await sections.locator('h2').all()) await expect(heading).toBeVisible();
    });

    test('plays a podcast: waveform, play, time advances, +15 s skip', async ({ page, request }) => {
      const [podcast] = await seeded(request, 'type=2');
      // The waveform is the server's: the phone never downloads the whole episode to draw it (the
      // player's own requests ask for byte ranges; wavesurfer's decode would fetch it all).
      const wholeEpisode: string[] = [];
      page.on('request', (r) => {
        if (/\/media\/[0-9a-f]{32}\//.test(r.url()) && r.resourceType() !== 'image' && !r.headers()['range']) wholeEpisode.push(r.url());
      });
      await openStory(page, podcast!);
      await expect(page.locator('.podcast-player__wave-canvas[data-status="ready"]')).toBeVisible();
      expect(wholeEpisode).toEqual([]);
      await page.getByRole('button', { name: l.play, exact: true }).click();
      await expect(page.getByRole('button', { name: l.pause, exact: true })).toBeVisible();
      const audio = page.locator('.podcast-player audio');
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
      const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
      await page.getByRole('button', { name: l.forward }).click();
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThanOrEqual(before + 14);
    });

    test('plays a video', async ({ page, request }) => {
      const [video] = await seeded(request, 'type=3');
      await openStory(page, video!);
      const element = page.locator('.story-video video');
      await expect(element).toBeVisible();
      // The page's own play button over the poster; the native controls come once it plays.
      expect(await element.getAttribute('controls')).toBeNull();
      await page.getByRole('link', { name: l.lang === 'fr' ? /^Lire la vidéo : / : /^Play the video: / }).click();
      await expect(element).toHaveAttribute('controls', '');
      await expect(element).toBeFocused();
      await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    });

    test('an unknown story says so and links home', async ({ page }) => {
      await page.goto(`/story/nothing-here-${'0'.repeat(32)}`);
      await expect(page.getByRole('heading', { level: 1, name: l.lang === 'fr' ? 'Cette histoire n’existe pas' : 'This story does not exist' })).toBeVisible();
    });

    test('the about page has the contact mail link', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 2, name: l.contact })).toBeVisible();
      await expect(page.getByRole('link', { name: 'contact@tribus.example' })).toHaveAttribute('href', 'mailto:contact@tribus.example');
    });
  });
}
