import { expect, test, type APIRequestContext } from './app-test.ts';
import { pngBytes } from '#tests/utils/media-fixtures.ts';
import { apiGet, apiPut, hexId, newAccount, pendingChanges, signIn, waitForServiceWorker } from './offline-session.ts';

/**
 * Issue #12, "Every edit through the outbox": profile presentation, phone and picture, an article
 * delete and a favourite made with no network reach the server once when it returns; the Edit
 * profile button shows offline; a profile changed on another device shows in the header on focus.
 * Each test registers its own author, so runs never share a profile.
 */
interface Me {
  id: string;
  slug: string;
  presentation: string | null;
  phoneNumber: string | null;
  picture: string | null;
}

async function newArticle(request: APIRequestContext, token: string, title: string): Promise<string> {
  const tribes = await apiGet<{ id: number }[] | { items: { id: number }[] }>(request, token, '/api/tribes');
  const themes = await apiGet<{ id: number }[] | { items: { id: number }[] }>(request, token, '/api/themes');
  const first = (list: typeof tribes) => (Array.isArray(list) ? list : list.items)[0]!.id;
  const id = hexId();
  const content = 'A story written to be deleted offline, long enough for the editor rules. '.repeat(20);
  await apiPut(request, token, `/api/articles/${id}`, { type: 1, textType: 0, title, subTitle: '', content, tribe: [first(tribes)], themes: [first(themes)] });
  return id;
}

test('profile, picture, article delete and favourite made offline reach the server once', async ({ page, context, request }) => {
  const email = await newAccount(request, 'offline-edits');
  const signed = await signIn(page, request, email);
  const title = `Doomed story ${hexId().slice(-5)}`;
  const articleId = await newArticle(request, signed.token, title);
  const kept = `Kept story ${hexId().slice(-5)}`;
  const keptId = await newArticle(request, signed.token, kept);
  const before = await apiGet<Me>(request, signed.token, '/api/users/me');

  await page.goto(`/people/${before.slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(page.getByText(/You are offline|Vous êtes hors ligne/)).toBeVisible();

  // Favourite: the card's toggle.
  await page.getByRole('button', { name: new RegExp(`^(Favorite|Favori) ?: ${kept}`) }).click();
  // Article delete, confirmed.
  await page.getByRole('button', { name: `Actions for “${title}”` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // Profile: the button shows offline (from the stored session), details and picture queued.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your profile' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes()) });
  await dialog.getByRole('button', { name: 'Save the picture' }).click();
  await dialog.getByRole('tab', { name: 'About you' }).click();
  const presentation = `Written offline ${hexId().slice(-6)}: stories of rivers, markets and the people keeping them.`;
  await dialog.getByLabel('Presentation').fill(presentation);
  await dialog.getByLabel('Phone number').fill('699001122');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByRole('tab', { name: 'Password' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Changing your password needs a connection');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The profile page shows the queued presentation before it is sent.
  await expect(page.getByText(presentation)).toBeVisible();
  await expect.poll(() => pendingChanges(page)).toBe(5);

  await context.setOffline(false);
  await expect.poll(() => pendingChanges(page), { timeout: 30_000 }).toBe(0);

  const after = await apiGet<Me>(request, signed.token, '/api/users/me');
  expect([after.presentation, after.phoneNumber]).toEqual([presentation, '699001122']);
  expect(after.picture).toMatch(/^\/media\//);
  expect((await request.get(`/api/articles/${articleId}`)).status()).toBe(404);
  const collections = await apiGet<{ items: { isDefault: boolean; articles: { id: string }[] }[] }>(request, signed.token, '/api/collections?limit=50');
  expect(collections.items.find((c) => c.isDefault)!.articles.filter((a) => a.id === keptId)).toHaveLength(1);
  // Once each: a second drain has nothing to send, and nothing changed.
  await page.reload();
  await expect.poll(() => pendingChanges(page)).toBe(0);
  expect(await apiGet<Me>(request, signed.token, '/api/users/me')).toEqual(after);
});

test('a profile changed on another device shows in the header when the window gets the focus back', async ({ page, request }) => {
  const email = await newAccount(request, 'other-device');
  const signed = await signIn(page, request, email);
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Profile menu' });
  await expect(menu).toBeVisible();
  await expect(menu.locator('img')).toHaveCount(0);

  // Another device sets a picture.
  const fileId = hexId();
  const upload = await request.put(`/api/files/${fileId}`, {
    headers: { Authorization: `Bearer ${signed.token}`, 'Content-Type': 'image/png', 'X-File-Name': 'other.png' },
    data: Buffer.from(pngBytes()),
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await apiPut(request, signed.token, '/api/users/me', { picture: fileId });

  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(menu.locator('img')).toHaveAttribute('src', new RegExp(fileId));
});
