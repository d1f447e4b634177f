import { expect, test } from './app-test.ts';
import { apiGet, apiPut, hexId, seededArticles, signIn } from './offline-session.ts';

/**
 * The collections screen (spec §2): signed in only; the reader's profile head without an edit
 * button, each collection with its count and articles; create, rename, remove an article,
 * favorite, delete after confirmation — in both languages.
 */
const LANGUAGES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    author: 'aicha.bello@example.com',
    title: 'Mes collections',
    create: 'Nouvelle collection',
    createLabel: 'Nom de la nouvelle collection',
    createSubmit: 'Créer',
    rename: 'Renommer',
    save: 'Enregistrer',
    remove: 'Retirer',
    favorite: 'Favori :',
    del: 'Supprimer',
    count1: '1 article',
    count2: '2 articles',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    author: 'jean-pierre.mbarga@example.com',
    title: 'My collections',
    create: 'New collection',
    createLabel: 'Name of the new collection',
    createSubmit: 'Create',
    rename: 'Rename',
    save: 'Save',
    remove: 'Remove',
    favorite: 'Favorite:',
    del: 'Delete',
    count1: '1 article',
    count2: '2 articles',
  },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('anonymous readers are sent to login', async ({ page }) => {
  await page.goto('/collections');
  await expect(page).toHaveURL(/\/login$/);
});

for (const l of LANGUAGES) {
  test.describe(`collections (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('shows, creates, renames, empties and deletes collections', async ({ page, request }) => {
      const me = await signIn(page, request, l.author);
      const articles = (await seededArticles(request, 'type=1')).slice(0, 2);
      const id = hexId();
      const name = `Shelf ${id.slice(-5)}`;
      await apiPut(request, me.token, `/api/collections/${id}`, { name });
      for (const a of articles) await apiPut(request, me.token, `/api/collections/${id}/articles/${a.id}`);

      await page.goto('/collections');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(page.getByText(`${me.user.firstName} ${me.user.lastName}`, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: /modifier|edit profile/i })).toHaveCount(0);
      const section = page.getByRole('region', { name });
      await expect(section.getByText(l.count2)).toBeVisible();
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(2);

      // Favorite: the heart flips at once.
      const heart = section.getByRole('button', { name: `${l.favorite} ${articles[0]!.title}` });
      const pressed = await heart.getAttribute('aria-pressed');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');

      // Remove an article.
      await section.getByRole('button', { name: new RegExp(`^${l.remove} [«“] ?${escape(articles[1]!.title)}`) }).click();
      await expect(section.getByText(l.count1)).toBeVisible();

      // Rename.
      await section.getByRole('button', { name: l.rename }).click();
      await section.getByRole('textbox').fill(`${name} bis`);
      await section.getByRole('button', { name: l.save }).click();
      const renamed = page.getByRole('region', { name: `${name} bis` });
      await expect(renamed).toBeVisible();

      // Create.
      await page.getByRole('button', { name: l.create }).click();
      await page.getByLabel(l.createLabel).fill(`${name} new`);
      await page.getByRole('button', { name: l.createSubmit, exact: true }).click();
      await expect(page.getByRole('region', { name: `${name} new` })).toBeVisible();

      // Delete, after the confirmation dialog.
      await renamed.getByRole('button', { name: l.del }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.del }).click();
      await expect(page.getByRole('region', { name: `${name} bis` })).toHaveCount(0);

      // The server ends with the same state.
      await expect
        .poll(async () => (await apiGet<{ items: { name: string }[] }>(request, me.token, '/api/collections?limit=50')).items.map((c) => c.name).filter((n) => n.startsWith(name)))
        .toEqual([`${name} new`]);
    });
  });
}
