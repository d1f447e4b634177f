import { expect, test, type APIRequestContext, type Page } from './app-test.ts';
import { apiGet, newAccount, pendingChanges, seededArticles, signIn, waitForServiceWorker } from './offline-session.ts';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';

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

interface ThreadPage {
  items: { id: string; body: string; replies: { body: string }[] }[];
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  return ((await res.json()) as { tokenInfo: { token: string } }).tokenInfo.token;
}

const words = {
  en: { box: 'Your comment', send: 'Comment', sending: 'Sending…', back: 'Your comment was not published. It is back here, unchanged.', banned: /You cannot comment until .*: Tested by the journey/ },
  fr: {
    box: 'Votre commentaire',
    send: 'Commenter',
    sending: 'Envoi…',
    back: 'Votre commentaire n’a pas été publié. Il est revenu ici, tel quel.',
    banned: /Vous ne pouvez pas commenter avant le .* : Tested by the journey/,
  },
} as const;

/** The story's discussion (its heading: "Comments", "3 comments", "Commentaires"…). */
const thread = (page: Page) => page.getByRole('region', { name: /^(\d+ )?(comments?|commentaires?)$/i });

async function openStory(page: Page, id: string, lang: 'en' | 'fr') {
  await page.addInitScript((language) => localStorage.setItem('selectedLanguage', language), lang);
  await page.goto(`/story/s-${id}`);
  await waitForServiceWorker(page);
  // The thread's interactive part loads once the discussion is near and the reader acts on the
  // page (web/features/comments/components/story-comments.tsx): as a reader would, go down to it.
  await page.locator('.comments').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 100);
  await expect(page.getByRole('textbox', { name: words[lang].box })).toBeVisible();
}

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
