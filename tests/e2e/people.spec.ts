import { expect, test } from './app-test.ts';
import { signInAuthor } from './author-session.ts';

interface User {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
}

type DirectoryKey = readonly [string, string, string];

/** The directory's order, `(first_name, last_name, id)` compared by code point as SQLite's binary collation does (the journeys run on SQLite). */
function compareKeys(a: DirectoryKey, b: DirectoryKey): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', search: 'Rechercher une personne par son nom', viewProfile: 'Voir le profil :', timeline: 'Journal' },
  { lang: 'en', locale: 'en-GB', search: 'Search people by name', viewProfile: 'View profile:', timeline: 'Timeline' },
] as const;

for (const l of LANGUAGES) {
  test.describe(`people (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('the directory search finds a seeded author, whose profile lists their articles', async ({ page, request }) => {
      // A seeded author with published articles.
      const users = ((await (await request.get('/api/users?limit=20')).json()) as { items: User[] }).items;
      let author: User | undefined;
      let total = 0;
      for (const user of users) {
        total = ((await (await request.get(`/api/articles?userId=${user.id}&limit=1`)).json()) as { total: number }).total;
        if (total > 0) {
          author = user;
          break;
        }
      }
      expect(author, 'the demo seed has an author with articles').toBeTruthy();
      const name = `${author!.firstName} ${author!.lastName}`;

      await page.goto('/peoples');
      await expect(page.locator('.user-card').first()).toBeVisible();
      await page.getByRole('searchbox', { name: l.search }).fill(author!.lastName);
      const link = page.getByRole('link', { name: `${l.viewProfile} ${name}` });
      await expect(link).toBeVisible();
      await link.click();

      await expect(page).toHaveURL(new RegExp(`/people/${author!.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('tab', { name: l.timeline })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.profile-grid article.article-card')).toHaveCount(Math.min(total, 10));
    });

    test('the directory reveals no address: its search ignores emails, and only signed-in readers see them (issue #25)', async ({ page, request }) => {
      // Every demo address ends in @example.com: searching it found every user before.
      const leak = (await (await request.get('/api/users?keywords=%40example.com')).json()) as { items: unknown[] };
      expect(leak.items).toEqual([]);
      await page.goto('/peoples');
      await expect(page.locator('.user-card').first()).toBeVisible();
      expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
      await page.getByRole('searchbox', { name: l.search }).fill('aicha.bello@example.com');
      await expect(page.locator('.peoples__empty')).toBeVisible();
      await expect(page.locator('.user-card')).toHaveCount(0);

      await signInAuthor(page, request, 'aicha.bello@example.com', l.lang);
      await page.goto('/peoples');
      await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    });

    test('the directory pages by cursor to its end (issue #25)', async ({ request }) => {
      // Other journeys register people on the same server meanwhile: the walk is judged on its own
      // terms (ordered, no repeats) and must hold everyone who was listed before it started.
      const before = ((await (await request.get('/api/users?limit=50')).json()) as { items: User[] }).items.map((u) => u.id);
      const walked: User[] = [];
      let cursor: string | null = null;
      let first = true;
      do {
        const page = (await (await request.get(`/api/users?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json()) as { items: User[]; total: number | null; nextCursor: string | null };
        if (first) expect(page.total).toBeGreaterThan(3);
        else expect(page.total).toBeNull();
        first = false;
        walked.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const ids = walked.map((u) => u.id);
      expect(new Set(ids).size).toBe(ids.length);
      const keys = walked.map((u) => [u.firstName, u.lastName, u.id] as const);
      const inOrder = keys.every((key, i) => i === 0 || compareKeys(keys[i - 1]!, key) < 0);
      expect(inOrder).toBe(true);
      expect(before.filter((id) => !ids.includes(id))).toEqual([]);
    });

    test('an unknown profile says "user not found"', async ({ page }) => {
      await page.goto('/people/no-such-person-here');
      await expect(page.getByRole('heading', { level: 1, name: l.lang === 'fr' ? 'Utilisateur introuvable' : 'User not found' })).toBeVisible();
    });
  });
}
