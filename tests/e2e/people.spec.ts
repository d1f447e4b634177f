import { expect, test } from './app-test.ts';

interface User {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
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

    test('an unknown profile says "user not found"', async ({ page }) => {
      await page.goto('/people/no-such-person-here');
      await expect(page.getByRole('heading', { level: 1, name: l.lang === 'fr' ? 'Utilisateur introuvable' : 'User not found' })).toBeVisible();
    });
  });
}
