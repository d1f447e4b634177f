import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, expect, test, type Page } from './app-test.ts';
import { signIn, waitForServiceWorker } from './offline-session.ts';

/**
 * Issue #25, "Install and share": Chromium finds both manifests installable with no error; an
 * audio file shared into the app (the share target's POST, from a page the service worker
 * controls) with no network opens as a podcast draft holding it, which a reload keeps, and which
 * published when the network returns puts the file on the server once. Any site can post to the
 * share target, so what is shared is shown ("New draft from a share") and becomes a draft only once
 * confirmed (desktop in English, phone in French). The manifests are checked once (desktop); the
 * audio share is a phone's journey (`@phone`, playwright.config.ts), in French.
 */
const TEXT = {
  en: {
    review: 'New draft from a share',
    create: 'Create draft',
    discard: 'Discard',
    newPost: 'New post',
    title: 'Title',
    tribes: 'Tribes',
    publish: 'Publish',
    queued: 'Saved on this device. It will be published when you are back online.',
    published: 'is now published',
    podcast: 'Podcast',
    preview: 'Preview of',
    untitled: 'Untitled draft',
    open: 'Open: Untitled draft',
  },
  fr: {
    review: 'Nouveau brouillon à partir d’un partage',
    create: 'Créer le brouillon',
    discard: 'Ignorer',
    newPost: 'Nouvelle publication',
    title: 'Titre',
    tribes: 'Tribus',
    publish: 'Publier',
    queued: 'Enregistré sur cet appareil. La publication se fera dès votre retour en ligne.',
    published: 'est maintenant publié',
    podcast: 'Podcast',
    preview: 'Aperçu de',
    untitled: 'Brouillon sans titre',
    open: 'Ouvrir : Brouillon sans titre',
  },
} as const;
type Lang = keyof typeof TEXT;

const AUDIO = 'podcast-en-anansi.mp3';
const audioBytes = readFileSync(new URL(`../../api/seed/media/${AUDIO}`, import.meta.url));

/**
 * Shares a file the way the phone's share sheet does: a multipart POST of the manifest's
 * `share_target` form, here submitted from a page of the app (so the service worker answers it).
 */
async function shareFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/share-target';
    form.id = 'share-sheet';
    form.innerHTML = '<input type="file" name="files">';
    document.body.append(form);
  });
  await page.locator('#share-sheet input').setInputFiles(file);
  await page.locator('#share-sheet').evaluate((form: HTMLFormElement) => form.submit());
}

test('Chromium finds both manifests installable, in their language, with no parse error', async ({ baseURL }, testInfo) => {
  // Installability is never reported in an incognito context: a persistent profile.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'tribes-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const lang of ['fr', 'en'] as const) {
      await page.goto(`/?lang=${lang}`);
      await waitForServiceWorker(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data: string };
      expect(manifest.url).toMatch(new RegExp(`/manifest\\.${lang}\\.webmanifest$`));
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data) as { lang: string; shortcuts: { name: string; icons: { src: string }[] }[]; screenshots: { src: string; form_factor: string }[] };
      expect(data.lang).toBe(lang);
      expect(data.shortcuts.map((s) => s.name)).toEqual(
        lang === 'fr' ? ['Nouvelle publication', 'Enregistrer un podcast', 'Téléchargements', 'Mes collections'] : ['New post', 'Record a podcast', 'Downloads', 'My collections'],
      );
      expect(data.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      // Every screenshot and shortcut icon the install dialog shows is served.
      for (const src of [...data.screenshots.map((s) => s.src), ...data.shortcuts.flatMap((s) => s.icons.map((i) => i.src))]) {
        expect((await page.request.get(src)).status(), src).toBe(200);
      }
    }
  } finally {
    await context.close();
  }
});

/**
 * A form posted to the share target from another site (here a blank page, as any site could): its
 * text and link wait in a "New draft from a share" review. Discarded, nothing is left; confirmed, a
 * draft holding them opens in the editor.
 */
async function shareTextFromElsewhere(page: Page, baseURL: string, fields: Record<string, string>): Promise<void> {
  await page.goto('about:blank');
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action: new URL('/share-target', baseURL).href, fields },
  );
  await page.waitForURL((url) => url.pathname === '/drafts' && !url.search.includes('shared='));
}

test('a share posted from another site is shown first: "Discard" leaves nothing, "Create draft" opens it as a draft', { tag: '@both' }, async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const lang: Lang = testInfo.project.name === 'phone' ? 'fr' : 'en';
  const t = TEXT[lang];
  await signIn(page, request, lang === 'fr' ? 'samuel.fotso@example.com' : 'grace.ewane@example.com');
  await page.addInitScript((language) => localStorage.setItem('selectedLanguage', language), lang);
  await page.goto('/drafts');
  await waitForServiceWorker(page);
  const stamp = Date.now().toString(36).slice(-5);
  // Rows in the page's drafts, or in the shared inbox the service worker fills.
  const count = (database: string, store: string) =>
    page.evaluate(
      ([database, store]) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(database);
          open.onsuccess = () => {
            const rows = open.result.transaction(store, 'readonly').objectStore(store).count();
            rows.onsuccess = () => {
              open.result.close();
              resolve(rows.result);
            };
            rows.onerror = () => reject(rows.error);
          };
          open.onerror = () => reject(open.error);
        }),
      [database, store] as const,
    );
  const drafts = () => count('tribes', 'drafts');
  const before = await drafts();

  // Discarded: no draft, and the drafts no longer offer it.
  await shareTextFromElsewhere(page, baseURL!, { title: `Planted ${stamp}`, text: 'Buy now', url: 'https://spam.example/win' });
  let review = page.getByRole('dialog', { name: t.review });
  await expect(review.getByText(`Planted ${stamp}`)).toBeVisible({ timeout: 30_000 });
  await expect(review.getByText('https://spam.example/win')).toBeVisible();
  await review.getByRole('button', { name: t.discard }).click();
  await expect(review).toHaveCount(0);
  expect(await drafts()).toBe(before);
  await expect.poll(() => count('tribes-shared', 'items')).toBe(0);

  // Confirmed: a text draft holding the title, text and link opens.
  await shareTextFromElsewhere(page, baseURL!, { title: `Griots ${stamp}`, text: 'A good read', url: 'https://example.org/griots' });
  review = page.getByRole('dialog', { name: t.review });
  await expect(review.getByText(`Griots ${stamp}`)).toBeVisible({ timeout: 30_000 });
  await expect(review.getByText('A good read')).toBeVisible();
  expect(await drafts()).toBe(before);
  await review.getByRole('button', { name: t.create }).click();
  const editor = page.getByRole('dialog', { name: t.newPost });
  await expect(editor.getByRole('textbox', { name: t.title, exact: true })).toHaveValue(`Griots ${stamp}`, { timeout: 30_000 });
  expect(await drafts()).toBe(before + 1);
});

test('an audio file shared with no network opens as a podcast draft, survives a reload, and reaches the server once', { tag: '@phone' }, async ({ page, context, request }) => {
  // Two publishes' worth of waiting on a shared, loaded machine (as editor.spec.ts).
  test.setTimeout(180_000);
  const lang: Lang = 'fr';
  const t = TEXT[lang];
  // A seeded author, not a new one: registering passes the suite's 10 registrations an hour.
  const signed = await signIn(page, request, 'samuel.fotso@example.com');
  await page.addInitScript((language) => localStorage.setItem('selectedLanguage', language), lang);
  await page.goto('/drafts');
  await waitForServiceWorker(page);
  // Tribes and themes are kept on the device for drafting offline.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise((resolve) => {
              const open = indexedDB.open('tribes');
              open.onsuccess = () => {
                const get = open.result.transaction('meta', 'readonly').objectStore('meta').get('reference:tribesFullAt');
                get.onsuccess = () => resolve(get.result?.value ?? null);
                get.onerror = () => resolve(null);
              };
              open.onerror = () => resolve(null);
            }),
        ),
      { timeout: 30_000 },
    )
    .toBeTruthy();

  await context.setOffline(true);
  await shareFile(page, { name: AUDIO, mimeType: 'audio/mpeg', buffer: audioBytes });
  await page.waitForURL((url) => url.pathname === '/drafts' && !url.search.includes('shared='));
  // Shown before it becomes a draft: the file's name and size.
  const review = page.getByRole('dialog', { name: t.review });
  await expect(review.getByText(`${AUDIO} (`)).toBeVisible({ timeout: 30_000 });
  await review.getByRole('button', { name: t.create }).click();
  let dialog = page.getByRole('dialog');
  // The editor's code loads on first use (from the worker's precache): slow on a loaded machine.
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${t.podcast}`) })).toBeChecked({ timeout: 30_000 });
  await expect(dialog.getByLabel(`${t.preview} ${AUDIO}`)).toBeVisible();

  // The draft and its file are on the device: a reload (still offline) keeps them.
  await page.reload();
  await expect(page.getByRole('button', { name: t.open })).toHaveCount(1);
  dialog = page.getByRole('dialog');
  // The offline banner may still move the list as the page settles: a tap that missed is made again.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: t.open }).click();
    await expect(dialog.getByLabel(`${t.preview} ${AUDIO}`)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  const title = `Shared ${Date.now().toString(36).slice(-5)}`;
  await dialog.getByRole('textbox', { name: t.title, exact: true }).fill(title);
  const combo = dialog.getByRole('combobox', { name: t.tribes });
  await combo.fill('Bamo');
  await dialog.getByRole('option', { name: 'Bamoun' }).click();
  await dialog.getByText('Culture', { exact: true }).click();
  await dialog.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByText(t.queued)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(new RegExp(`${title}.*${t.published}`))).toBeVisible({ timeout: 45_000 });

  // On the server: the podcast with the shared bytes, and that one file only.
  const sqlite = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.sqlite'), { readonly: true });
  try {
    const files = sqlite.prepare('select id, size, kind, sha256 from files where owner_id = ? and sha256 = ?').all(signed.user.id, createHash('sha256').update(audioBytes).digest('hex')) as {
      id: string;
      size: number;
      kind: string;
      sha256: string;
    }[];
    expect(files).toEqual([expect.objectContaining({ size: audioBytes.length, kind: 'audio', sha256: createHash('sha256').update(audioBytes).digest('hex') })]);
    const article = sqlite.prepare('select id, type, audio_file_id from articles where user_id = ? and title = ?').get(signed.user.id, title) as { type: number; audio_file_id: string } | undefined;
    expect(article).toMatchObject({ type: 2, audio_file_id: files[0]!.id });
  } finally {
    sqlite.close();
  }
});
