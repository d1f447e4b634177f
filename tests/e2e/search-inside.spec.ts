import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';
import { expect, test, type APIRequestContext } from './app-test.ts';

/**
 * Issue #25: the header search finds words inside stories ("éduc", "cacao"), not only the start of
 * titles and names, and Enter opens a results view. "éduc" is in the demo seed's stories
 * ("éducation"); a story about cacao is published first, through the API, as a demo author.
 */
const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', search: 'Rechercher des articles', results: 'Résultats de recherche', title: (q: string) => `Résultats pour « ${q} »` },
  { lang: 'en', locale: 'en-GB', search: 'Search articles', results: 'Search results', title: (q: string) => `Results for “${q}”` },
] as const;

async function publishCacaoStory(request: APIRequestContext, title: string) {
  const login = await request.post('/api/auth/login', { data: { username: 'aicha.bello@example.com', password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { tokenInfo } = (await login.json()) as { tokenInfo: { token: string } };
  const tribe = ((await (await request.get('/api/tribes?limit=1')).json()) as { items: { id: number }[] }).items[0]!;
  const theme = ((await (await request.get('/api/themes?limit=1')).json()) as { items: { id: number }[] }).items[0]!;
  const words = 'Au marché les femmes trient les fèves de cacao avant de les sécher au soleil du matin';
  const content = Array.from({ length: 14 }, () => words).join('. ');
  const res = await request.put(`/api/articles/${randomBytes(16).toString('hex')}`, {
    headers: { Authorization: `Bearer ${tokenInfo.token}` },
    data: { type: 1, textType: 0, title, subTitle: '', content, tribe: [tribe.id], themes: [theme.id] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const l of LANGUAGES) {
  test.describe(`search inside stories (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('"éduc" and "cacao" show matching stories; Enter opens the results view', async ({ page, request }) => {
      const cacaoTitle = `Fèves du marché ${l.lang} ${Date.now().toString(36).slice(-5)}`;
      await publishCacaoStory(request, cacaoTitle);
      await page.goto('/');
      const input = page.getByRole('combobox', { name: l.search });

      await input.fill('cacao');
      const listbox = page.getByRole('listbox', { name: l.results });
      await expect(listbox.getByRole('option', { name: new RegExp(cacaoTitle) })).toBeVisible();

      await input.fill('éduc');
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await input.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=%C3%A9duc$/);
      await expect(page.getByRole('heading', { level: 1, name: l.title('éduc') })).toBeVisible();
      // The stories telling of "éducation" in their text (the demo seed has some).
      await expect(page.locator('article.article-card').first()).toBeVisible();
    });
  });
}
