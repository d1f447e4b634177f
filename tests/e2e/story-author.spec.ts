import { expect, test } from './app-test.ts';
import { apiGet, apiPut, hexId, signIn } from './offline-session.ts';
import { TRANSIENT_STORY_PREFIX } from './transient-stories.ts';

/**
 * The author edits or deletes a story from the story page itself (issue #25): Edit opens the same
 * editor as the profile card's menu, Delete asks first, then lands on the author's profile with a
 * toast. An anonymous reader neither sees these controls nor loads their code. Both languages.
 */
const TEXT = {
  en: { edit: 'Edit', delete: 'Delete', editTitle: 'Edit article', title: 'Title', close: /^Close/, question: /Delete “.*”\?/, deleted: 'The article was deleted.' },
  fr: {
    edit: 'Modifier',
    delete: 'Supprimer',
    editTitle: 'Modifier l’article',
    title: 'Titre',
    close: /^Fermer/,
    question: /Supprimer « ?.*» ?\?|Supprimer “.*” ?\?/,
    deleted: 'L’article a été supprimé.',
  },
} as const;
const AUTHOR = { en: 'aicha.bello@example.com', fr: 'jean-pierre.mbarga@example.com' } as const;
const AUTHOR_CHUNK = /story-author-actions/;

for (const lang of ['en', 'fr'] as const) {
  test(`the author edits and deletes their story from its page (${lang})`, async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const signed = await signIn(page, request, AUTHOR[lang]);
    await page.addInitScript((language) => localStorage.setItem('selectedLanguage', language), lang);
    const themes = await apiGet<{ items: { id: number }[] }>(request, signed.token, '/api/themes');
    const tribes = await apiGet<{ items: { id: number }[] }>(request, signed.token, '/api/tribes');
    const id = hexId();
    const title = `${TRANSIENT_STORY_PREFIX} ${lang} ${id.slice(-5)}`;
    const content = 'A story its author edits and deletes from its own page, long enough for the rules. '.repeat(20);
    await apiPut(request, signed.token, `/api/articles/${id}`, { type: 1, textType: 0, title, subTitle: '', content, tribe: [tribes.items[0]!.id], themes: [themes.items[0]!.id], language: lang });
    const story = `/story/${id}`;

    // An anonymous reader: no controls, and their code is never asked for.
    const anonymous = await browser.newContext({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
    const reader = await anonymous.newPage();
    const asked: string[] = [];
    reader.on('request', (r) => asked.push(r.url()));
    await reader.goto(story);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await reader.waitForLoadState('networkidle');
    await expect(reader.getByRole('button', { name: /^(Delete|Supprimer)$/ })).toHaveCount(0);
    expect(asked.filter((url) => AUTHOR_CHUNK.test(url))).toEqual([]);
    await anonymous.close();

    await page.goto(story);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await article.getByRole('button', { name: t.edit, exact: true }).click();
    const editor = page.getByRole('dialog', { name: t.editTitle });
    await expect(editor.getByRole('textbox', { name: t.title, exact: true })).toHaveValue(title, { timeout: 20_000 });
    await editor.getByRole('button', { name: t.close }).click();
    await expect(editor).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`story-author-controls-${lang}.png`) });

    await article.getByRole('button', { name: t.delete, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/people/${signed.user.slug}$`));
    // The deletion reached the server, and the profile no longer lists it.
    await expect.poll(async () => (await request.get(`/api/articles/${id}`)).status(), { timeout: 30_000 }).toBe(404);
    await page.reload();
    await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
  });
}
