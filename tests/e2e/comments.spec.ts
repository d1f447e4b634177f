import { expect, test } from './app-test.ts';
import { openStory, thread, tokenOf, words, type ThreadPage } from './comment-session.ts';
import { apiGet, newAccount, pendingChanges, seededArticles, signIn } from './offline-session.ts';

/**
 * Comments offline-first (issue #28): a comment written with no network shows at once as sending
 * and reaches the server once when the network returns; a refused one (a ban) comes back into the
 * composer with the reason in the reader's language; moderators have their page.
 */

/** Readers reserved for the offline comment journey: one per language and project, so runs never share a limit. */
const READERS: Record<string, string> = {
  'desktop:en': 'aicha.bello@example.com',
  'desktop:fr': 'jean-pierre.mbarga@example.com',
  'phone:en': 'esther.ngo-mbock@example.com',
  'phone:fr': 'samuel.fotso@example.com',
};
const MODERATOR = 'emmanuel.tabi@example.com';

for (const lang of ['en', 'fr'] as const) {
  test(`a comment written offline shows as sending and reaches the server once (${lang}) @both`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(120_000);
    const email = READERS[`${testInfo.project.name}:${lang}`]!;
    const me = await signIn(page, request, email);
    const [story] = await seededArticles(request, 'type=1');
    await openStory(page, story!.id, lang);
    const text = `Offline ${lang} ${Date.now().toString(36)}`;

    await context.setOffline(true);
    await page.getByRole('textbox', { name: words[lang].box }).fill(text);
    await page.getByRole('button', { name: words[lang].send, exact: true }).click();
    const mine = thread(page).getByRole('article').filter({ hasText: text });
    await expect(mine.getByText(words[lang].sending)).toBeVisible();
    expect(await pendingChanges(page)).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => pendingChanges(page), { timeout: 30_000 }).toBe(0);
    await expect(mine.getByText(words[lang].sending)).toHaveCount(0);
    // Still on screen once sent: the thread is read again and has it from the server.
    await expect(mine).toHaveCount(1);
    const onServer = await apiGet<ThreadPage>(request, me.token, `/api/articles/${story!.id}/comments?sort=newest&limit=50`);
    expect(onServer.items.filter((c) => c.body === text)).toHaveLength(1);
  });

  test(`a banned reader's offline comment comes back as a draft saying why (${lang})`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    // A reader of its own: the ban would refuse the comments of a journey running beside this one.
    const me = await signIn(page, request, await newAccount(request, `banned-${lang}`));
    const moderator = await tokenOf(request, MODERATOR);
    const [story] = await seededArticles(request, 'type=1');
    await openStory(page, story!.id, lang);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const ban = await request.put(`/api/users/${me.user.id}/comment-ban`, { headers: { Authorization: `Bearer ${moderator}` }, data: { reason: 'Tested by the journey', until } });
    expect(ban.ok(), await ban.text()).toBe(true);
    try {
      await context.setOffline(true);
      const text = `Refused ${lang} ${Date.now().toString(36)}`;
      await page.getByRole('textbox', { name: words[lang].box }).fill(text);
      await page.getByRole('button', { name: words[lang].send, exact: true }).click();
      await context.setOffline(false);
      await expect(page.getByText(words[lang].back)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(words[lang].banned)).toBeVisible();
      await expect(page.getByRole('textbox', { name: words[lang].box })).toHaveValue(text);
      expect(await pendingChanges(page)).toBe(0);
    } finally {
      await request.delete(`/api/users/${me.user.id}/comment-ban`, { headers: { Authorization: `Bearer ${moderator}` } });
    }
  });
}

test('the moderation page shows the queue and the audit log to a moderator (fr) @both', async ({ page, request }) => {
  await signIn(page, request, MODERATOR);
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'fr'));
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Modération' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Commentaires signalés/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^En attente de validation/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Journal de modération' })).toBeVisible();
});
