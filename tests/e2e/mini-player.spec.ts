import { expect, layoutTag, test, type APIRequestContext, type Locator, type Page } from './app-test.ts';
import { waitForServiceWorker } from './offline-session.ts';
import { SEED_BASE_TIME } from '#api/seed/data/rows.ts';

/**
 * The podcast heard across pages (issue #25): started on its story, it plays on while the reader
 * goes home and elsewhere, in a mini-player (above the phone's bottom navigation) that pauses,
 * resumes and leads back to the story, whose player takes the same playing element again.
 */
const LANGUAGES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    keep: 'Garder hors ligne',
    kept: 'Disponible hors ligne',
    play: 'Lecture',
    pause: 'Pause',
    nowPlaying: 'En cours de lecture',
    nav: 'Navigation principale',
    about: 'À propos',
    close: 'Arrêter et fermer le lecteur',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    keep: 'Keep offline',
    kept: 'Available offline',
    play: 'Play',
    pause: 'Pause',
    nowPlaying: 'Now playing',
    nav: 'Main navigation',
    about: 'About',
    close: 'Stop and close the player',
  },
] as const;

interface Summary {
  id: string;
  slug: string;
  title: string;
}

/** A podcast of the demo seed (never one another journey published meanwhile). */
async function seededPodcast(request: APIRequestContext): Promise<Summary> {
  const res = await request.get('/api/articles?limit=50&type=2');
  expect(res.ok()).toBe(true);
  const items = ((await res.json()) as { items: (Summary & { createdAt: string })[] }).items.filter((a) => Date.parse(a.createdAt) < SEED_BASE_TIME);
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

/** The app's one podcast element, wherever it is (the story's player, or parked by the shell). */
const sharedAudio = (page: Page) => page.locator('audio[data-article-id]');

/** A story's podcast player, named after its title. */
const playerOf = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

/** The element plays: not paused, and its time moves on. */
async function expectPlaying(audio: Locator) {
  expect(await audio.count()).toBe(1);
  const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement, from) => !a.paused && a.currentTime > from + 0.2, before)).toBe(true);
}

// The mini-player sits above the phone's bottom navigation: French on the phone, English on
// desktop (`layoutTag`), each language and each layout once.
for (const l of LANGUAGES) {
  test.describe(`mini-player (${l.lang})`, { tag: layoutTag(l.lang) }, () => {
    test.use({ locale: l.locale });

    test('a podcast started on its story plays on at home and on another page, from a mini-player that pauses, resumes and leads back', async ({ page, request }) => {
      const podcast = await seededPodcast(request);
      const story = `/story/${podcast.slug}-${podcast.id}`;
      await page.goto(story);
      const player = playerOf(page, podcast.title);
      await player.getByRole('button', { name: l.play, exact: true }).click();
      const audio = sharedAudio(page);
      await audio.evaluate((a: HTMLAudioElement) => (a.muted = true));
      await expectPlaying(audio);
      // The story's own player is on screen: no mini-player over it.
      const mini = page.getByRole('region', { name: l.nowPlaying });
      await expect(mini).toHaveCount(0);

      // Home (the logo), then another page (the navigation): in the app, no page load.
      await page.locator('a.app-header__logo').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(mini).toBeVisible();
      await expect(mini.getByRole('link', { name: podcast.title })).toBeVisible();
      await expectPlaying(audio);
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.about }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expectPlaying(audio);

      // Above the phone's bottom navigation, never over it; at the window's foot on a desktop.
      const bar = (await mini.boundingBox())!;
      const viewport = page.viewportSize()!;
      const nav = await page.getByRole('navigation', { name: l.nav }).boundingBox();
      if (viewport.width <= 768) expect(bar.y + bar.height).toBeLessThanOrEqual(nav!.y + 1);
      else expect(Math.abs(bar.y + bar.height - viewport.height)).toBeLessThanOrEqual(1);
      // The page's end is not under the bar: scrolled to the bottom, its last content is above it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const main = (await page.locator('#main').boundingBox())!;
      const lastChild = (await page.locator('#main > :last-child').boundingBox())!;
      expect(lastChild.y + lastChild.height).toBeLessThanOrEqual(bar.y + 1);
      expect(main.height).toBeGreaterThan(0);

      await mini.getByRole('button', { name: l.pause, exact: true }).click();
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
      await mini.getByRole('button', { name: l.play, exact: true }).click();
      await expectPlaying(audio);

      // The title leads back to the story, whose player shows the same element, still playing.
      await mini.getByRole('link', { name: podcast.title }).click();
      await expect(page).toHaveURL(new RegExp(`${podcast.id}$`));
      await expect(player.locator('audio')).toHaveCount(1);
      await expect(player.getByRole('button', { name: l.pause, exact: true })).toBeVisible();
      await expectPlaying(audio);

      // Scrolled past the player, the mini-player shows on the story too; closing it stops.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(mini).toBeVisible();
      await mini.getByRole('button', { name: l.close }).click();
      await expect(mini).toHaveCount(0);
      await expect.poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    });

    test('a podcast kept offline plays on across pages with no network', async ({ page, context, request }) => {
      test.slow();
      const podcast = await seededPodcast(request);
      await page.goto(`/story/${podcast.slug}-${podcast.id}`);
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: `${l.keep} — ${podcast.title}` }).click();
      await expect(page.getByText(l.kept, { exact: true })).toBeVisible({ timeout: 30_000 });
      // A fresh page, controlled by the worker: the episode comes from the kept copy.
      await page.reload();
      await context.setOffline(true);
      const player = playerOf(page, podcast.title);
      await player.getByRole('button', { name: l.play, exact: true }).click();
      const audio = sharedAudio(page);
      await audio.evaluate((a: HTMLAudioElement) => (a.muted = true));
      await expectPlaying(audio);
      await page.locator('a.app-header__logo').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: l.nowPlaying })).toBeVisible();
      await expectPlaying(audio);
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.about }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expectPlaying(audio);
      await context.setOffline(false);
    });
  });
}
