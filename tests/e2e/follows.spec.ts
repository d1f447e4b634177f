import { expect, layoutTag, test, type APIRequestContext } from './app-test.ts';
import { apiGet, newAccount, pendingChanges, signIn, waitForServiceWorker } from './offline-session.ts';

/**
 * Follows (issue #29) in the web app: follow an author on their profile and a tribe on the filtered
 * home, find both on the Following page and unfollow there; and a follow made with the network off
 * that reaches the server once back online. French on the phone, English on desktop.
 */
const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', follow: 'Suivre', page: 'Abonnements' },
  { lang: 'en', locale: 'en-GB', follow: 'Follow', page: 'Following' },
] as const;

interface FollowList {
  items: { kind: string; id: string | number }[];
}

/** The newest seeded story's author, and its first tribe: both have a story to show in the Following feed. */
async function firstAuthorAndTribe(request: APIRequestContext) {
  const stories = (await (await request.get('/api/articles?limit=1')).json()) as {
    items: { id: string; user: { id: string; slug: string; firstName: string; lastName: string }; tribe: { id: number; name: string }[] }[];
  };
  const story = stories.items[0]!;
  return { story, author: story.user, tribe: story.tribe[0]! };
}

const followed = async (request: APIRequestContext, token: string) => (await apiGet<FollowList>(request, token, '/api/follows?limit=50')).items.map((i) => `${i.kind}:${i.id}`).sort();

for (const l of LANGUAGES) {
  test.describe(`follows (${l.lang})`, { tag: layoutTag(l.lang) }, () => {
    test.use({ locale: l.locale });

    test('follows an author and a tribe, sees their stories in the Following feed, then unfollows the author from the Following page', async ({ page, request }) => {
      const me = await signIn(page, request, await newAccount(request, `follow-${l.lang}`));
      const { story, author, tribe } = await firstAuthorAndTribe(request);
      const name = `${author.firstName} ${author.lastName}`;

      await page.goto(`/people/${author.slug}`);
      const followAuthor = page.getByRole('button', { name: `${l.follow} ${name}` });
      await expect(followAuthor).toHaveAttribute('aria-pressed', 'false');
      await followAuthor.click();
      await expect(followAuthor).toHaveAttribute('aria-pressed', 'true');

      await page.goto(`/?tr=t-${tribe.id}`);
      const followTribe = page.getByRole('button', { name: `${l.follow} ${tribe.name}` });
      await followTribe.click();
      await expect(followTribe).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => followed(request, me.token)).toEqual([`tribes:${tribe.id}`, `users:${author.id}`].sort());

      // Their stories in the Following feed of home.
      await page.goto('/?feed=following');
      await expect(page.locator(`.feed-grid a[href$="${story.id}"]`).first()).toBeVisible();

      await page.goto('/following');
      await expect(page.getByRole('heading', { level: 1, name: l.page })).toBeVisible();
      await expect(page.getByRole('link', { name })).toBeVisible();
      const unfollow = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name }) })
        .getByRole('button', { name: `${l.follow} ${name}` });
      await unfollow.click();
      await expect(unfollow).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => followed(request, me.token)).toEqual([`tribes:${tribe.id}`]);
    });

    test('a follow made offline reaches the server once back online', async ({ page, context, request }) => {
      const me = await signIn(page, request, await newAccount(request, `follow-off-${l.lang}`));
      const { author } = await firstAuthorAndTribe(request);
      await page.goto(`/people/${author.slug}`);
      const button = page.getByRole('button', { name: `${l.follow} ${author.firstName} ${author.lastName}` });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(await pendingChanges(page)).toBe(1);
      expect(await followed(request, me.token)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(() => pendingChanges(page), { timeout: 30_000 }).toBe(0);
      expect(await followed(request, me.token)).toEqual([`users:${author.id}`]);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    });
  });
}
