import { expect, test, type APIRequestContext, type Page } from './app-test.ts';
import { signIn } from './offline-session.ts';

/**
 * Linked translations and the reader's content language (issue #14), in both interface languages,
 * on desktop (nothing here depends on the layout: playwright.config.ts).
 */
const TEXT = {
  en: {
    locale: 'en-GB',
    picker: 'Stories in',
    fr: 'Français',
    en: 'English',
    both: 'Both',
    other: 'Other-language version',
    language: 'Language',
    publish: 'Publish',
    title: 'Title',
    published: 'is now published',
    done: 'Done! Your changes were saved.',
  },
  fr: {
    locale: 'fr-FR',
    picker: 'Histoires en',
    fr: 'Français',
    en: 'English',
    both: 'Les deux',
    other: 'Version dans l’autre langue',
    language: 'Langue',
    publish: 'Publier',
    title: 'Titre',
    published: 'est maintenant publié',
    done: 'C’est fait ! Vos modifications sont enregistrées.',
  },
} as const;
type Lang = keyof typeof TEXT;

async function storyPath(request: APIRequestContext, keywords: string, title: string): Promise<string> {
  const res = await request.get(`/api/articles?keywords=${encodeURIComponent(keywords)}&limit=10`);
  const { items } = (await res.json()) as { items: { id: string; slug: string; title: string }[] };
  const found = items.find((a) => a.title === title)!;
  expect(found, title).toBeTruthy();
  return `/story/${found.slug}-${found.id}`;
}

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
}

for (const lang of ['en', 'fr'] as const) {
  test(`a bilingual reader moves between the two versions of a story in one tap, both ways (${lang} interface)`, async ({ page, request }) => {
    await useLanguage(page, lang);
    const fr = await storyPath(request, 'camfranglais', 'Le camfranglais, la langue qui bouge');
    const en = await storyPath(request, 'camfranglais', 'Camfranglais, the language on the move');
    await page.goto(fr);
    await expect(page.getByRole('heading', { level: 1, name: 'Le camfranglais, la langue qui bouge' })).toBeVisible();
    const toEnglish = page.getByRole('link', { name: 'Read in English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`${en}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Camfranglais, the language on the move' })).toBeVisible();
    await page.getByRole('link', { name: 'Lire en français' }).click();
    await expect(page).toHaveURL(new RegExp(`${fr}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Le camfranglais, la langue qui bouge' })).toBeVisible();
    // The server's head names both versions for search engines.
    const head = await (await request.get(fr)).text();
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${new URL(en, page.url()).href}">`);
  });
}

for (const lang of ['fr', 'en'] as const) {
  test.describe(`content language (${lang} interface)`, () => {
    test.use({ locale: TEXT[lang].locale });

    test('a new visitor sees both; choosing one language filters the feed, is remembered, and both comes back', async ({ page, request }) => {
      const t = TEXT[lang];
      const feed = async (query: string) => ((await (await request.get(`/api/articles?limit=7${query}`)).json()) as { items: { title: string; language: string }[] }).items;
      const [english, mixed] = [await feed('&lang=en'), await feed('')];
      expect(new Set(english.map((a) => a.language))).toEqual(new Set(['en']));
      expect(new Set(mixed.map((a) => a.language))).toEqual(new Set(['fr', 'en']));
      const cards = page.locator('.feed-grid > article.article-card');
      const titles = async () => (await cards.allTextContents()).join(' | ');

      await page.goto('/');
      const picker = page.getByRole('group', { name: t.picker });
      await expect(picker.getByRole('radio', { name: t.both })).toBeChecked();
      await expect(cards).toHaveCount(7);
      for (const a of mixed) expect(await titles()).toContain(a.title.slice(0, 20));

      const asked = page.waitForRequest((r) => /\/api\/articles\?.*lang=en/.test(r.url()));
      await picker.getByRole('radio', { name: t.en }).check();
      await asked;
      await expect(cards.first()).toContainText(english[0]!.title.slice(0, 20));
      for (const a of english) expect(await titles()).toContain(a.title.slice(0, 20));

      await page.reload();
      await expect(page.getByRole('group', { name: t.picker }).getByRole('radio', { name: t.en })).toBeChecked();
      await expect(cards.first()).toContainText(english[0]!.title.slice(0, 20));
      await page.getByRole('group', { name: t.picker }).getByRole('radio', { name: t.both }).check();
      await expect(cards.first()).toContainText(mixed[0]!.title.slice(0, 20));
      expect(await page.evaluate(() => localStorage.getItem('contentLanguage'))).toBe('both');
    });

    test('a returning reader who chose the interface language reads that language by default', async ({ page }) => {
      await useLanguage(page, lang);
      const first = page.waitForRequest((r) => /\/api\/articles\?.*limit=7/.test(r.url()));
      await page.goto('/podcasts');
      expect(new URL((await first).url()).searchParams.get('lang')).toBe(lang);
      await expect(page.getByRole('group', { name: TEXT[lang].picker }).getByRole('radio', { name: TEXT[lang][lang] })).toBeChecked();
    });
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`an author starts the other-language version of an article from its page and publishes it linked (${lang} interface)`, async ({ page, request }) => {
    const t = TEXT[lang];
    // One author per language (the offline specs only use their collections).
    const [email, keywords, title, target] =
      lang === 'en'
        ? (['kwame.mensah@example.com', 'laamb', 'Laamb: the wrestlers of Senegal', 'fr'] as const)
        : (['samuel.fotso@example.com', 'ndop', 'Le ndop, tissu royal des Grassfields', 'en'] as const);
    await signIn(page, request, email);
    await useLanguage(page, lang);
    await page.goto(await storyPath(request, keywords, title));
    const start = lang === 'en' ? 'Write the French version' : 'Écrire la version anglaise';
    await page.getByRole('button', { name: start }).click();
    const editor = page.getByRole('dialog', { name: t.other });
    await expect(editor).toBeVisible();
    await expect(editor.getByLabel(t.language, { exact: true })).toHaveValue(target);
    await expect(editor.getByLabel(t.title, { exact: true })).toHaveValue(title);
    const translated = `${target === 'fr' ? 'Le laamb, lutteurs du Sénégal' : 'Ndop, the royal cloth'} ${Date.now().toString(36).slice(-4)}`;
    await editor.getByLabel(t.title, { exact: true }).fill(translated);
    await editor.getByRole('button', { name: t.publish }).click();
    // One toast for the publish (issue #25): the editor's when it saw it land, else the one announcing it later.
    await expect(page.locator('.toast').filter({ hasText: new RegExp(`${t.done}|${t.published}`) })).toHaveCount(1, { timeout: 30_000 });
    // The original now links to the new version, and the new one back.
    await page.goto(await storyPath(request, keywords, title));
    const link = page.getByRole('link', { name: target === 'fr' ? 'Lire en français' : 'Read in English' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: translated })).toBeVisible();
    await expect(page.getByRole('link', { name: target === 'fr' ? 'Read in English' : 'Lire en français' })).toBeVisible();
  });
}
