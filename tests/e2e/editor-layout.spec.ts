import { expect, layoutTag, test, type Locator, type Page } from './app-test.ts';
import { signInAuthor } from './author-session.ts';

/**
 * The new-post dialog keeps its frame (issue #25): only its body scrolls, whatever takes focus —
 * the first field in error after a failed Publish, or a field far down (a theme, whose checkbox is
 * visually hidden) — so the header and the Publish bar stay where they are. The tribe suggestions
 * open where they can be seen inside that body. Phone (390×844) and desktop (1280×800), in both
 * languages.
 */
const TEXT = {
  en: { newPost: 'New post', title: 'Title', publish: 'Publish', fix: /fields? needs? your attention/, tribes: 'Tribes' },
  fr: { newPost: 'Nouvelle publication', title: 'Titre', publish: 'Publier', fix: /champs? demanden?t? votre attention/, tribes: 'Tribus' },
} as const;
const AUTHOR = 'aicha.bello@example.com';

async function openNewPost(page: Page, request: Parameters<typeof signInAuthor>[1], lang: 'en' | 'fr') {
  await signInAuthor(page, request, AUTHOR, lang);
  await page.goto('/drafts');
  await page.getByRole('main').getByRole('button', { name: TEXT[lang].newPost }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lang].newPost });
  // The editor's chunk loads on first use.
  await expect(dialog.getByRole('textbox', { name: TEXT[lang].title, exact: true })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** Where the dialog's fixed parts are, and how far the dialog itself (not its body) is scrolled. */
async function frame(dialog: Locator, lang: 'en' | 'fr') {
  const heading = await dialog.getByRole('heading', { name: TEXT[lang].newPost }).boundingBox();
  const publish = await dialog.getByRole('button', { name: TEXT[lang].publish, exact: true }).boundingBox();
  const scrollTop = await dialog.evaluate((el) => el.scrollTop);
  return { heading, publish, scrollTop };
}

/** The part of the page the editor's scrolling body shows. */
const bodyBox = (dialog: Locator) => dialog.locator('.editor-form__body').boundingBox();

// The dialog is full screen on phones: French on the phone, English on desktop (`layoutTag`).
for (const lang of ['en', 'fr'] as const) {
  test(`the dialog's header and Publish bar stay in place when a field takes focus (${lang})`, { tag: layoutTag(lang) }, async ({ page, request }) => {
    const t = TEXT[lang];
    const dialog = await openNewPost(page, request, lang);
    const opened = await frame(dialog, lang);
    expect(opened.scrollTop).toBe(0);

    await dialog.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: t.fix })).toBeVisible();
    const failed = await frame(dialog, lang);
    expect(failed.scrollTop).toBe(0);
    expect(failed.heading).toEqual(opened.heading);
    // The Publish bar may grow upwards by the error line; its button stays at the bottom.
    expect(failed.publish!.y + failed.publish!.height).toBeCloseTo(opened.publish!.y + opened.publish!.height, 0);

    // A field far down, whose checkbox is visually hidden (a theme): only the body scrolls to it.
    const theme = dialog.getByRole('checkbox', { name: 'Culture' });
    await theme.focus();
    await expect(theme).toBeFocused();
    const focused = await frame(dialog, lang);
    expect(focused.scrollTop).toBe(0);
    expect(focused.heading).toEqual(failed.heading);
    expect(focused.publish).toEqual(failed.publish);
    const body = (await bodyBox(dialog))!;
    const chip = (await theme.locator('xpath=ancestor::label[1]').boundingBox())!;
    expect(chip.y).toBeGreaterThanOrEqual(body.y - 1);
    expect(chip.y + chip.height).toBeLessThanOrEqual(body.y + body.height + 1);

    // And back up to the title: still the body alone that scrolls.
    await dialog.getByRole('textbox', { name: t.title, exact: true }).focus();
    expect(await frame(dialog, lang)).toEqual(focused);
    await page.screenshot({ path: test.info().outputPath(`dialog-after-failed-publish-${lang}.png`) });
  });

  test(`the tribe suggestions open where they can be seen (${lang})`, { tag: layoutTag(lang) }, async ({ page, request }) => {
    const t = TEXT[lang];
    const dialog = await openNewPost(page, request, lang);
    const combo = dialog.getByRole('combobox', { name: t.tribes });
    // The tribes field at the very bottom of what the body shows.
    await combo.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await combo.fill('Ba');
    const list = dialog.getByRole('listbox', { name: t.tribes });
    // The list of every tribe shows first, then (debounced) the ones matching what was typed.
    await expect(list.getByRole('option').first()).toHaveText(/ba/i);
    const body = (await bodyBox(dialog))!;
    const box = (await list.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(body.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 1);
    // Above the field, since there is no room below it.
    expect(box.y + box.height).toBeLessThanOrEqual((await combo.boundingBox())!.y);
    // And it can be used: a tap on a suggestion picks it.
    const name = (await list.getByRole('option').nth(2).textContent())!;
    await list.getByRole('option', { name, exact: true }).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });
}
