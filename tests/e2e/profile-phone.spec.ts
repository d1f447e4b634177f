import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';
import { expect, test } from './app-test.ts';
import { signInAuthor } from './author-session.ts';

/** Issue #25: the profile form takes a phone number as people write it; its digits are stored. */
const LANGUAGES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    email: 'jean-pierre.mbarga@example.com',
    edit: 'Modifier le profil',
    dialog: 'Modifier votre profil',
    tab: 'Profil',
    presentation: 'Présentation',
    phone: 'Numéro de téléphone',
    save: 'Enregistrer',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    email: 'esther.ngo-mbock@example.com',
    edit: 'Edit profile',
    dialog: 'Edit your profile',
    tab: 'About you',
    presentation: 'Presentation',
    phone: 'Phone number',
    save: 'Save',
  },
] as const;

for (const l of LANGUAGES) {
  test.describe(`profile phone (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('"+237 6 99 12 34 56" is accepted and saved as its digits', async ({ page, request }) => {
      await signInAuthor(page, request, l.email, l.lang);
      const login = await request.post('/api/auth/login', { data: { username: l.email, password: DEMO_PASSWORD } });
      const { tokenInfo, user } = (await login.json()) as { tokenInfo: { token: string }; user: { slug: string } };
      await page.goto(`/people/${user.slug}`);
      await page.getByRole('button', { name: l.edit }).click();
      const dialog = page.getByRole('dialog', { name: l.dialog });
      await dialog.getByRole('tab', { name: l.tab }).click();
      await dialog.getByLabel(l.presentation).fill('I tell the stories of my village, its markets, its rivers and the people who keep them alive.');
      await dialog.getByLabel(l.phone).fill('+237 6 99 12 34 56');
      await dialog.getByRole('button', { name: l.save, exact: true }).click();
      await expect(dialog.locator('[id$="-error"]')).toHaveCount(0);
      await expect
        .poll(async () => ((await (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${tokenInfo.token}` } })).json()) as { phoneNumber: string | null }).phoneNumber, {
          timeout: 20_000,
        })
        .toBe('237699123456');
    });
  });
}
