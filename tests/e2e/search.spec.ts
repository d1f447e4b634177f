import { expect, layoutTag, test, type APIRequestContext, type Page } from './app-test.ts';

interface Summary {
  id: string;
  slug: string;
  type: number;
  title: string;
}

const LANGUAGES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    search: 'Rechercher des articles',
    open: 'Ouvrir la recherche',
    results: 'Résultats de recherche',
    readMore: 'Lire l’histoire complète',
    filters: 'Filtres',
    podcast: 'Podcast',
    done: 'Terminé',
  },
  { lang: 'en', locale: 'en-GB', search: 'Search articles', open: 'Open the search', results: 'Search results', readMore: 'Read the full story', filters: 'Filters', podcast: 'Podcast', done: 'Done' },
] as const;

async function firstOfType(request: APIRequestContext, type: number): Promise<Summary> {
  const res = await request.get(`/api/articles?limit=1&type=${type}`);
  const [article] = ((await res.json()) as { items: Summary[] }).items;
  expect(article, `the demo seed has an article of type ${type}`).toBeTruthy();
  return article!;
}

/** The longest plain word of a title: a search for it finds the article. */
const wordOf = (title: string) => (title.match(/[A-Za-z]{4,}/g) ?? [title]).sort((a, b) => b.length - a.length)[0]!;

/** The search input; on phones the header shows an icon first. */
async function searchInput(page: Page, l: (typeof LANGUAGES)[number], phone: boolean) {
  if (phone) await page.getByRole('button', { name: l.open }).click();
  const input = page.getByRole('combobox', { name: l.search });
  await expect(input).toBeVisible();
  return input;
}

// On phones the search opens from an icon: French on the phone, English on desktop (`layoutTag`).
for (const l of LANGUAGES) {
  test.describe(`search (${l.lang})`, { tag: layoutTag(l.lang) }, () => {
    test.use({ locale: l.locale });

    test('a seeded word shows at most 4 results; choosing one by keyboard opens the article modal', async ({ page, request }, testInfo) => {
      const article = await firstOfType(request, 1);
      await page.goto('/');
      const input = await searchInput(page, l, testInfo.project.name === 'phone');
      await input.fill(wordOf(article.title));
      const listbox = page.getByRole('listbox', { name: l.results });
      await expect(listbox.getByRole('option').first()).toBeVisible();
      expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(4);
      const options = await listbox.getByRole('option').allTextContents();
      const index = options.findIndex((text) => text.includes(article.title));
      expect(index, 'the article is among the results').toBeGreaterThanOrEqual(0);
      for (let i = 0; i <= index; i++) await input.press('ArrowDown');
      await input.press('Enter');
      await expect(input).toHaveValue(article.title);
      const dialog = page.getByRole('dialog', { name: article.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: l.readMore })).toHaveAttribute('href', `/story/${article.slug}-${article.id}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(input).toBeFocused();
    });

    test('a podcast result opens a modal whose audio plays', async ({ page, request }, testInfo) => {
      const podcast = await firstOfType(request, 2);
      await page.goto('/');
      const input = await searchInput(page, l, testInfo.project.name === 'phone');
      await page.getByRole('button', { name: l.filters }).click();
      await page.getByRole('radio', { name: l.podcast }).check();
      await page.getByRole('button', { name: l.done }).click();
      await input.fill(wordOf(podcast.title));
      await page.getByRole('option', { name: podcast.title }).first().click();
      const dialog = page.getByRole('dialog', { name: podcast.title });
      const audio = dialog.locator('audio');
      await expect(audio).toHaveAttribute('src', /^\/media\//);
      await audio.evaluate(async (el: HTMLAudioElement) => {
        el.muted = true;
        await el.play();
      });
      await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
      expect(await audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThanOrEqual(2);
    });
  });
}
