import { expect, test, type APIRequestContext, type Page } from './app-test.ts';
import { apiPut, authorFor, hexId, keptLocally, signIn, waitForServiceWorker } from './offline-session.ts';
import { SEED_BASE_TIME } from '#api/seed/data/rows.ts';

/**
 * Offline reading (issue #5): an opened article reads after an offline reload; a collection kept
 * offline opens, and its audio and video play and seek with no network.
 */
interface Summary {
  id: string;
  slug: string;
  type: number;
  title: string;
}

/**
 * Articles of the demo seed (dated before SEED_BASE_TIME), never ones other journeys published on
 * the shared server meanwhile (a fresh browser recording has no seekable duration, for one).
 */
async function seeded(request: APIRequestContext, query: string): Promise<Summary[]> {
  const res = await request.get(`/api/articles?limit=50&${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: (Summary & { createdAt: string })[] }).items.filter((a) => Date.parse(a.createdAt) < SEED_BASE_TIME);
}

const storyPath = (a: Summary) => `/story/${a.slug}-${a.id}`;

/** Plays a media element muted from a point past its start, and reports where it got. */
async function playWithSeek(page: Page, selector: string): Promise<{ from: number; reached: number; error: number | null }> {
  return page
    .locator(selector)
    .first()
    .evaluate(async (el: HTMLMediaElement) => {
      el.muted = true;
      if (el.readyState < 1) {
        await new Promise<void>((resolve, reject) => {
          el.addEventListener('loadedmetadata', () => resolve(), { once: true });
          el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}`)), { once: true });
          el.load();
        });
      }
      const from = Number.isFinite(el.duration) ? Math.min(3, el.duration / 2) : 1;
      el.currentTime = from;
      await new Promise((resolve) => el.addEventListener('seeked', resolve, { once: true }));
      await el.play();
      await new Promise((resolve) => setTimeout(resolve, 700));
      el.pause();
      return { from, reached: el.currentTime, error: el.error?.code ?? null };
    });
}

test('an opened article is readable after going offline and reloading', async ({ page, context, request }) => {
  const [article] = await seeded(request, 'type=1');
  await page.goto(storyPath(article!));
  await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => keptLocally(page, 'articles', article!.id)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
  await expect(page.getByText(/You are offline|Vous êtes hors ligne/)).toBeVisible();
  await context.setOffline(false);
});

test('a collection kept offline opens each article and plays its audio and video with a seek', async ({ page, context, request }, testInfo) => {
  test.slow();
  const me = await signIn(page, request, authorFor(testInfo, 0));
  const [audio] = await seeded(request, 'type=2');
  const [video] = await seeded(request, 'type=3');
  const name = `Trip ${hexId().slice(-6)}`;
  const id = hexId();
  await apiPut(request, me.token, `/api/collections/${id}`, { name });
  await apiPut(request, me.token, `/api/collections/${id}/articles/${audio!.id}`);
  await apiPut(request, me.token, `/api/collections/${id}/articles/${video!.id}`);

  await page.goto('/collections');
  const section = page.getByRole('region', { name });
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(2);
  await waitForServiceWorker(page);
  await section.getByRole('button', { name: new RegExp(`^(Keep offline|Garder hors ligne) — ${name}$`) }).click();
  await expect(section.getByText(/^(Available offline|Disponible hors ligne)$/)).toBeVisible({ timeout: 30_000 });
  const used = await page.evaluate(async () => (await caches.open('tribes-media-v1')).keys().then((k) => k.map((r) => new URL(r.url).pathname)));
  expect(used.some((p) => p.endsWith('.mp3'))).toBe(true);
  expect(used.some((p) => p.endsWith('.webm'))).toBe(true);

  await context.setOffline(true);
  for (const [article, selector] of [
    [audio!, 'audio'],
    [video!, 'video'],
  ] as const) {
    await page.goto(storyPath(article));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const played = await playWithSeek(page, selector);
    expect(played.error).toBeNull();
    expect(played.reached).toBeGreaterThan(played.from);
  }

  // An offline start with an expired access token keeps the reader signed in (the refresh token
  // renews it once the network is back): the collections page opens, space shown, freeable.
  await page.evaluate(() => {
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 3600 })).replace(/=+$/, '');
    localStorage.setItem('NG-AUTH-accessToken', `eyJhbGciOiJIUzI1NiJ9.${payload}.expired`);
  });
  await page.goto('/collections');
  await expect(page.getByText(`${me.user.firstName} ${me.user.lastName}`, { exact: true }).first()).toBeVisible();
  await expect(section.getByText(/on this device|sur cet appareil/)).toBeVisible();
  await context.setOffline(false);
  await section.getByRole('button', { name: new RegExp(`^(Free space|Libérer l’espace) — ${name}$`) }).click();
  await expect(section.getByRole('button', { name: new RegExp(`^(Keep offline|Garder hors ligne) — ${name}$`) })).toBeVisible();
});
