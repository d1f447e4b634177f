import { expect, layoutTag, test } from './app-test.ts';
import { apiGet, hexId, signIn } from './offline-session.ts';
import { TRANSIENT_STORY_PREFIX } from './transient-stories.ts';

/**
 * Issue #25: "Save to…" → "+ New collection" shows the name field (mouse and Enter alike) and the
 * story lands in the new collection; Done, Escape and a press outside close the panel and focus
 * goes back to its button. The profile menu by keyboard, the sync indicator's tooltip, and the own
 * profile (no Subscribe, a saved presentation shown at once). The sheet and the header differ by
 * layout: French runs on the phone, English on desktop (`layoutTag`); the own profile runs once.
 */
const LANGUAGES = [
  {
    lang: 'en',
    locale: 'en-GB',
    reader: 'jean-pierre.mbarga@example.com',
    saveTo: 'Save to a collection',
    create: 'New collection',
    createLabel: 'Name of the new collection',
    createSubmit: 'Create',
    done: 'Done',
    menu: 'Profile menu',
    first: 'My profile',
    last: 'Sign out',
    saved: 'Sync status: everything is saved',
    edit: 'Edit profile',
    about: 'About you',
    presentation: 'Presentation',
    phone: 'Phone number',
    save: 'Save',
    close: 'Close',
    subscribe: 'Subscribe',
  },
  {
    lang: 'fr',
    locale: 'fr-FR',
    reader: 'aicha.bello@example.com',
    saveTo: 'Enregistrer dans une collection',
    create: 'Nouvelle collection',
    createLabel: 'Nom de la nouvelle collection',
    createSubmit: 'Créer',
    done: 'Terminé',
    menu: 'Menu du profil',
    first: 'Mon profil',
    last: 'Se déconnecter',
    saved: 'Synchronisation : tout est enregistré',
    edit: 'Modifier le profil',
    about: 'Profil',
    presentation: 'Présentation',
    phone: 'Numéro de téléphone',
    save: 'Enregistrer',
    close: 'Fermer',
    subscribe: "S'abonner",
  },
] as const;

for (const l of LANGUAGES) {
  test.describe(`save to a collection and the header (${l.lang})`, () => {
    test.use({ locale: l.locale });

    test('creates a collection from a story, which then holds it; Done and Escape close and give focus back', { tag: layoutTag(l.lang) }, async ({ page, request }) => {
      // Two pages, a sync round trip and a dozen steps: more than the default on a loaded machine.
      test.slow();
      const me = await signIn(page, request, l.reader);
      await page.goto('/');
      await page.getByRole('main').getByRole('article').filter({ hasNotText: TRANSIENT_STORY_PREFIX }).first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/story\//);
      const opener = page.getByRole('button', { name: l.saveTo }).first();
      await expect(opener).toBeVisible();
      // Read once the story is there (its actions are), not the page it came from.
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await opener.click();
      const panel = page.getByRole('dialog', { name: new RegExp(l.saveTo.split(' ')[0]!) });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: l.done })).toBeVisible();

      // The keyboard opens the name field (Enter on the button), Escape puts the button back.
      await panel.getByRole('button', { name: l.create }).focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('textbox', { name: l.createLabel })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel.getByRole('button', { name: l.create })).toBeFocused();
      await expect(panel).toBeVisible();

      // The mouse too: the panel stays open and shows the field.
      await panel.getByRole('button', { name: l.create }).click();
      const name = `Sheet ${hexId().slice(-6)}`;
      await panel.getByRole('textbox', { name: l.createLabel }).fill(name);
      await panel.getByRole('button', { name: l.createSubmit, exact: true }).click();
      await expect(panel.getByRole('checkbox', { name })).toBeChecked();
      await page.screenshot({ path: test.info().outputPath(`journey-${l.lang}-${test.info().project.name}-created.png`) });

      await panel.getByRole('button', { name: l.done }).click();
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();

      // The server has it, and the collection page shows the story in it.
      await expect
        .poll(
          async () =>
            (await apiGet<{ items: { name: string; articles: { title: string }[] }[] }>(request, me.token, '/api/collections?limit=50')).items
              .find((c) => c.name === name)
              ?.articles.map((a) => a.title),
          { timeout: 30_000 },
        )
        .toEqual([title]);
      await page.goto('/collections');
      const region = page.getByRole('region', { name });
      await expect(region.getByRole('article')).toHaveCount(1);
      // The card's title may be cut short; its buttons name the whole title.
      await expect(region.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
    });

    test('profile menu by keyboard, and the sync indicator says its state in a tooltip', { tag: layoutTag(l.lang) }, async ({ page, request }) => {
      await signIn(page, request, l.reader);
      await page.goto('/');
      const button = page.getByRole('button', { name: l.menu });
      await button.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu', { name: l.menu });
      await expect(menu.getByRole('menuitem', { name: l.first })).toBeFocused();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: l.last })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(menu.getByRole('menuitem', { name: l.first })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('menuitem', { name: l.last })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`menu-${l.lang}-${test.info().project.name}.png`) });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      const sync = page.getByRole('button', { name: l.saved });
      const tip = page.locator('.sync-indicator__tip');
      await expect(sync).toBeVisible();
      await expect(tip).toBeHidden();
      // Keyboard focus shows it (Shift+Tab from the next control: a keyboard move).
      await sync.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(sync).toBeFocused();
      await expect(tip).toBeVisible();
      await expect(tip).toHaveText(l.saved);
      const box = (await tip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.screenshot({ path: test.info().outputPath(`tooltip-${l.lang}-${test.info().project.name}.png`) });
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
    });
  });
}

// One run (desktop, French): it changes a seeded author's presentation, then a sync round trip.
test.describe('own profile (fr)', () => {
  const l = LANGUAGES.find((x) => x.lang === 'fr')!;
  test.use({ locale: l.locale });

  test('own profile: no Subscribe, and a saved presentation shows at once and stays', async ({ page, request }) => {
    test.slow();
    const me = await signIn(page, request, l.reader);
    await page.goto('/');
    await page.getByRole('button', { name: l.menu }).click();
    await page.getByRole('menuitem', { name: l.first }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${me.user.firstName} ${me.user.lastName}` })).toBeVisible();
    await expect(page.getByText(l.subscribe)).toHaveCount(0);

    await page.getByRole('button', { name: l.edit }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: l.about }).click();
    const presentation = `Presented ${hexId().slice(-6)}: stories of rivers, markets and the people keeping them alive.`;
    await dialog.getByLabel(l.presentation).fill(presentation);
    await dialog.getByLabel(l.phone).fill('699001122');
    await dialog.getByRole('button', { name: l.save, exact: true }).click();
    await dialog.getByRole('button', { name: l.close }).click();
    await expect(page.getByText(presentation)).toBeVisible();
    // Still there once the change has reached the server and the page has fetched the profile again.
    await expect.poll(async () => (await apiGet<{ presentation: string | null }>(request, me.token, '/api/users/me')).presentation, { timeout: 30_000 }).toBe(presentation);
    await page.waitForTimeout(1000);
    await expect(page.getByText(presentation)).toBeVisible();
  });
});
