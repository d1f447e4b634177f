import { expect, test, type APIRequestContext, type Page } from './app-test.ts';
import { openStory, thread, words, type ThreadPage } from './comment-session.ts';
import { apiGet, pendingChanges, secondDevice, signIn } from './offline-session.ts';

/**
 * Issue #28's "done when", on two phones (then the author's): one reader comments offline on a
 * podcast at a moment of it; the other sees it once the first reconnects, once, and its moment
 * seeks their player; the second replies, the first edits; the author pins the comment and hides
 * the reply. The ban and its refused draft: comments.spec.ts. Readers and author are demo users no
 * other comment journey writes as (a shared writer would share its comment limit).
 */
const PODCAST = 'Anansi and the Pot of Wisdom';
const FIRST = 'grace.ewane@example.com';
const SECOND = 'nkechi.okafor@example.com';
const AUTHOR = 'kwame.mensah@example.com';

const fr = {
  play: 'Lecture',
  atMoment: /^À ce moment précis \((\d+:\d\d)\)$/,
  seekTo: (time: string) => `Lire à partir de ${time}`,
  reply: 'Répondre',
  replyBox: 'Votre réponse à Grace Ewane',
  edit: 'Modifier',
  editBox: 'Modifier votre commentaire',
  save: 'Enregistrer',
  edited: 'modifié',
  pin: 'Épingler',
  pinned: 'Épinglé',
  hide: 'Masquer',
  hidden: 'Masqué par l’auteur',
};

async function podcastId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/articles?limit=50&type=2');
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  return items.find((a) => a.title === PODCAST)!.id;
}

/** One comment of the thread, by its words. */
const commentWith = (page: Page, text: string) => thread(page).getByRole('article').filter({ hasText: text }).first();

test('two readers on two phones: an offline comment at a podcast moment reaches the other once; a reply, an edit; the author pins and hides (fr) @phone', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const id = await podcastId(request);
  const first = await signIn(page, request, FIRST);

  // The first reader listens, goes offline, and comments at the moment they are at.
  await openStory(page, id, 'fr');
  await page.getByRole('button', { name: fr.play, exact: true }).first().click();
  const audio = page.locator('audio[data-article-id]');
  await audio.evaluate((a: HTMLAudioElement) => {
    a.muted = true;
    a.currentTime = 20;
  });
  await context.setOffline(true);
  const text = `Écouté dans le train ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: words.fr.box }).fill(text);
  const moment = page.getByRole('checkbox', { name: fr.atMoment });
  await moment.check();
  const time = fr.atMoment.exec(((await moment.locator('xpath=..').textContent()) ?? '').trim())![1]!;
  await page.getByRole('button', { name: words.fr.send, exact: true }).click();
  await expect(commentWith(page, text).getByText(words.fr.sending)).toBeVisible();
  await audio.evaluate((a: HTMLAudioElement) => a.pause());

  // The second reader, online, does not see it while the first is offline…
  const other = await secondDevice(browser, testInfo, { locale: 'fr-FR' });
  const second = await other.newPage();
  await signIn(second, request, SECOND);
  await openStory(second, id, 'fr');
  await expect(thread(second).getByText(text)).toHaveCount(0);

  // …and sees it, once, after the first reconnects; its moment plays their copy from there.
  await context.setOffline(false);
  await expect.poll(() => pendingChanges(page), { timeout: 30_000 }).toBe(0);
  await openStory(second, id, 'fr');
  await expect(thread(second).getByText(text)).toHaveCount(1);
  const seconds = Number(time.split(':')[0]) * 60 + Number(time.split(':')[1]);
  await commentWith(second, text)
    .getByRole('button', { name: fr.seekTo(time) })
    .click();
  await expect.poll(() => second.locator('audio[data-article-id]').evaluate((a: HTMLAudioElement) => Math.floor(a.currentTime))).toBeGreaterThanOrEqual(seconds);
  const onServer = await apiGet<ThreadPage>(request, first.token, `/api/articles/${id}/comments?sort=newest&limit=50`);
  expect(onServer.items.filter((c) => c.body === text).map((c) => c.atSeconds)).toEqual([seconds]);

  // The second replies; the first edits their comment.
  const reply = `Moi aussi, à ce passage ${Date.now().toString(36)}`;
  await commentWith(second, text).getByRole('button', { name: fr.reply, exact: true }).click();
  await second.getByRole('textbox', { name: fr.replyBox }).fill(reply);
  await second.locator('form.comment-composer--reply').getByRole('button', { name: fr.reply, exact: true }).click();
  await expect.poll(() => pendingChanges(second), { timeout: 30_000 }).toBe(0);
  const edited = `${text} (modifié dans le train)`;
  await commentWith(page, text).getByRole('button', { name: fr.edit, exact: true }).click();
  await page.getByRole('textbox', { name: fr.editBox }).fill(edited);
  await page.getByRole('button', { name: fr.save, exact: true }).click();
  await expect.poll(() => pendingChanges(page), { timeout: 30_000 }).toBe(0);

  // The author pins the comment and hides the reply, from their own phone.
  const authorDevice = await secondDevice(browser, testInfo, { locale: 'fr-FR' });
  const author = await authorDevice.newPage();
  await signIn(author, request, AUTHOR);
  await openStory(author, id, 'fr');
  const pinning = author.waitForResponse((r) => r.url().endsWith(`/api/articles/${id}/pinned-comment`) && r.request().method() === 'PUT');
  await commentWith(author, edited).getByRole('button', { name: fr.pin, exact: true }).click();
  expect((await pinning).ok()).toBe(true);
  const replyOf = thread(author).getByRole('article').filter({ hasText: reply }).last();
  const hiding = author.waitForResponse((r) => r.url().endsWith('/hidden') && r.request().method() === 'PUT');
  await replyOf.getByRole('button', { name: fr.hide, exact: true }).click();
  expect((await hiding).ok()).toBe(true);

  // The second reader sees it all: the edited comment pinned first, the reply hidden by the author.
  await openStory(second, id, 'fr');
  const top = thread(second).getByRole('article').first();
  await expect(top).toContainText(edited);
  await expect(top.getByText(fr.pinned, { exact: true })).toBeVisible();
  await expect(top.getByText(fr.edited, { exact: true })).toBeVisible();
  await expect(thread(second).getByText(reply)).toHaveCount(0);
  await expect(thread(second).getByRole('listitem').filter({ hasText: edited }).getByText(fr.hidden)).toBeVisible();
  await other.close();
  await authorDevice.close();
});
