import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from './app-test.ts';
import { signInAuthor } from './author-session.ts';

/**
 * Authoring (issue #6) in Chromium with a fake microphone: a podcast recorded, interrupted by a
 * reload, recovered and published with no network; a story in sections with images; a video
 * upload with its progress bar. Desktop runs in English, phone in French.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

const TEXT = {
  en: {
    newPost: 'New post',
    podcast: 'Podcast',
    article: 'Article',
    video: 'Video',
    story: 'Story in sections',
    start: 'Start recording',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    take: /^Your recording \((\d+:\d\d)\)$/,
    again: 'Record again',
    againConfirm: 'Delete and record again',
    recover: 'Recover it',
    title: 'Title',
    tribes: 'Tribes',
    publish: 'Publish',
    queued: 'Saved on this device. It will be published when you are back online.',
    waiting: 'Waiting to publish',
    published: 'is now published',
    done: 'Done! Your changes were saved.',
    addSection: 'Add a section',
    heading: 'Heading',
    content: 'Content',
    addImage: 'Add an image',
    caption: 'Image caption',
    covers: 'Add cover images',
    chooseVideo: 'Choose a video',
    uploaded: 'Uploaded',
    waitingNetwork: /Waiting for the network/,
    text: 'Text',
  },
  fr: {
    newPost: 'Nouvelle publication',
    podcast: 'Podcast',
    article: 'Article',
    video: 'Vidéo',
    story: 'Récit en sections',
    start: 'Démarrer l’enregistrement',
    pause: 'Pause',
    resume: 'Reprendre',
    stop: 'Arrêter',
    take: /^Votre enregistrement \((\d+:\d\d)\)$/,
    again: 'Réenregistrer',
    againConfirm: 'Supprimer et réenregistrer',
    recover: 'Le récupérer',
    title: 'Titre',
    tribes: 'Tribus',
    publish: 'Publier',
    queued: 'Enregistré sur cet appareil. La publication se fera dès votre retour en ligne.',
    waiting: 'En attente de publication',
    published: 'est maintenant publié',
    done: 'C’est fait',
    addSection: 'Ajouter une section',
    heading: 'Intertitre',
    content: 'Contenu',
    addImage: 'Ajouter une image',
    caption: 'Légende de l’image',
    covers: 'Ajouter des images de couverture',
    chooseVideo: 'Choisir une vidéo',
    uploaded: 'Envoyé',
    waitingNetwork: /En attente du réseau/,
    text: 'Texte',
  },
} as const;

type Lang = keyof typeof TEXT;
const langOf = (testInfo: TestInfo): Lang => (testInfo.project.name === 'phone' ? 'fr' : 'en');
/** One author per project, so the two projects never share drafts or articles. */
const authorOf = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 'jean-pierre.mbarga@example.com' : 'aicha.bello@example.com');
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;
const seconds = (clock: string) => Number(clock.split(':')[0]) * 60 + Number(clock.split(':')[1]);
const media = (name: string) => readFileSync(new URL(`../../api/seed/media/${name}`, import.meta.url));

/** A `meta` value of the app's local database. */
async function metaValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise((resolve) => {
        const open = indexedDB.open('tribes');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          try {
            const get = open.result.transaction('meta', 'readonly').objectStore('meta').get(k);
            get.onsuccess = () => resolve(get.result?.value);
            get.onerror = () => resolve(undefined);
          } catch {
            resolve(undefined);
          } finally {
            open.result.close();
          }
        };
      }),
    key,
  );
}

/** Recording markers (`recording:<id>` in `meta`). */
async function recordings(page: Page): Promise<{ id: string; state: string; durationMs: number }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('tribes');
        open.onsuccess = () => {
          const all = open.result.transaction('meta', 'readonly').objectStore('meta').getAll(IDBKeyRange.bound('recording:', 'recording:\uffff'));
          all.onsuccess = () => {
            resolve(all.result.map((r: { value: { id: string; state: string; durationMs: number } }) => r.value));
            open.result.close();
          };
        };
      }),
  );
}

/** Waits until the recorder's timer shows at least `n` seconds. */
async function recordedAtLeast(timer: Locator, n: number) {
  await expect.poll(async () => seconds((await timer.textContent()) ?? '0:00'), { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
}

async function openNewPost(page: Page, t: (typeof TEXT)[Lang]): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: t.newPost }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: t.title, exact: true })).toBeVisible();
  return dialog;
}

async function chooseTribeAndTheme(dialog: Locator, t: (typeof TEXT)[Lang]) {
  const combo = dialog.getByRole('combobox', { name: t.tribes });
  await combo.fill('Bamo');
  await dialog.getByRole('option', { name: 'Bamoun' }).click();
  await dialog.getByText('Culture', { exact: true }).click();
}

// A phone's journey: recording on the move, where the network comes and goes (the desktop editor's
// layout is covered by the two journeys below).
test('a podcast recorded offline, interrupted by a reload, recovered and published when the network returns', { tag: '@phone' }, async ({ page, context, request }, testInfo) => {
  test.setTimeout(180_000);
  const lang = langOf(testInfo);
  const t = TEXT[lang];
  await signInAuthor(page, request, authorOf(testInfo), lang);
  await page.goto('/drafts');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Tribes and themes are kept on the device for drafting offline.
  await expect.poll(() => metaValue(page, 'reference:tribesFullAt'), { timeout: 30_000 }).toBeTruthy();

  await context.setOffline(true);
  let dialog = await openNewPost(page, t);
  await dialog.getByText(t.podcast, { exact: true }).click();
  const timer = dialog.getByRole('timer');

  // First take: about 5 seconds, with a pause and a resume.
  const startedAt = Date.now();
  await dialog.getByRole('button', { name: t.start }).click();
  await recordedAtLeast(timer, 2);
  await dialog.getByRole('button', { name: t.pause }).click();
  await expect(dialog.getByRole('button', { name: t.resume })).toBeVisible();
  // Paused for 3 s: a span the take must not count.
  const pausedAt = Date.now();
  await page.waitForTimeout(3000);
  const pausedMs = Date.now() - pausedAt;
  await dialog.getByRole('button', { name: t.resume }).click();
  await recordedAtLeast(timer, 5);
  const shown = seconds((await timer.textContent())!);
  await dialog.getByRole('button', { name: t.stop }).click();
  const stoppedAt = Date.now();
  const take = dialog.getByRole('group', { name: t.take });
  await expect(take).toBeVisible();
  // The take runs on from what the timer said until Stop was taken (on a busy machine a click can
  // take seconds), and never beyond the time between Start and Stop less the pause.
  const length = seconds((await take.getAttribute('aria-label'))!.match(t.take)![1]!);
  expect(length).toBeGreaterThanOrEqual(shown);
  expect(length).toBeLessThanOrEqual(Math.ceil((stoppedAt - startedAt - pausedMs) / 1000));

  // Second take, cut short by a reload after about 4 seconds.
  await dialog.getByRole('button', { name: t.again }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.againConfirm }).click();
  await dialog.getByRole('button', { name: t.start }).click();
  await recordedAtLeast(timer, 4);
  await expect.poll(async () => (await recordings(page)).find((r) => r.state === 'recording')?.durationMs ?? 0).toBeGreaterThan(2500);
  await page.reload();

  await expect(page.getByRole('main').getByRole('button', { name: t.newPost })).toBeVisible();
  const [cut] = (await recordings(page)).filter((r) => r.state !== 'stopped');
  expect(cut, 'the interrupted recording is kept').toBeTruthy();
  dialog = await openNewPost(page, t);
  await expect(dialog.getByRole('button', { name: t.recover })).toBeVisible();
  // The offer carries the length of the audio actually kept (decoded), not the recorder's clock,
  // which runs ahead of the captured audio on a busy machine.
  const recovered = (await recordings(page)).find((r) => r.id === cut!.id)!;
  await dialog.getByRole('button', { name: t.recover }).click();
  await expect(dialog.getByRole('group', { name: t.take })).toBeVisible();

  const title = unique('Podcast');
  await dialog.getByRole('textbox', { name: t.title, exact: true }).fill(title);
  await chooseTribeAndTheme(dialog, t);
  await dialog.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByText(t.queued)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(t.waiting)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(new RegExp(`${title}.*${t.published}`))).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveCount(0);

  await page.goto('/podcasts');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.locator('h1.story-title')).toHaveText(title);
  const audio = page.locator('.podcast-player audio');
  // Timesliced WebM often carries no duration: seek to the end for the browser to find it.
  const duration = await audio.evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        const settle = () => {
          if (Number.isFinite(el.duration) && el.duration > 0) resolve(el.duration);
          else if (el.duration === Infinity) el.currentTime = 1e9;
        };
        el.addEventListener('durationchange', settle);
        el.addEventListener('loadedmetadata', settle);
        if (el.readyState === 0) el.load();
        else settle();
      }),
  );
  expect(Math.abs(duration - recovered.durationMs / 1000)).toBeLessThan(0.5);
});

test('a story in 3 sections with images, published online', { tag: '@both' }, async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const lang = langOf(testInfo);
  const t = TEXT[lang];
  await signInAuthor(page, request, authorOf(testInfo), lang);
  await page.goto('/drafts');
  const dialog = await openNewPost(page, t);
  await dialog.getByText(t.article, { exact: true }).click();
  await dialog.getByText(t.story, { exact: true }).click();
  const title = unique('Story');
  await dialog.getByRole('textbox', { name: t.title, exact: true }).fill(title);
  await dialog.getByLabel(t.covers).setInputFiles({ name: 'kente.jpg', mimeType: 'image/jpeg', buffer: media('cover-kente.jpg') });

  const sections = dialog.locator('.section-card');
  for (let i = 0; i < 3; i++) {
    if (i > 0) await dialog.getByRole('button', { name: t.addSection }).click();
    const section = sections.nth(i);
    await section.getByRole('textbox', { name: t.heading }).fill(`Part ${i + 1}`);
    await section.getByRole('textbox', { name: t.content }).fill(`What happened in part ${i + 1}.`);
    await section.getByLabel(t.addImage).setInputFiles({ name: `part-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: media(['cover-drum.jpg', 'cover-lake.jpg', 'cover-river.jpg'][i]!) });
    await section.getByRole('textbox', { name: t.caption }).fill(`Caption ${i + 1}`);
  }
  await expect(dialog.getByText(t.uploaded, { exact: true })).toHaveCount(4);
  await chooseTribeAndTheme(dialog, t);
  await dialog.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByText(new RegExp(t.done))).toBeVisible({ timeout: 30_000 });
  // One toast for one action (issue #25): the publish watcher, which saw the draft land too, adds none.
  await page.waitForTimeout(500);
  await expect(page.locator('.toast')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/articles');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.locator('h1.story-title')).toHaveText(title);
  await expect(page.locator('.story-section h2')).toHaveText(['Part 1', 'Part 2', 'Part 3']);
  await expect(page.locator('.story-section figure img')).toHaveCount(3);
  await expect(page.locator('.story-section figcaption').first()).toHaveText('Caption 1');
});

test('a video upload shows its progress, waits offline and completes, then publishes', { tag: '@both' }, async ({ page, context, request }, testInfo) => {
  test.setTimeout(120_000);
  const lang = langOf(testInfo);
  const t = TEXT[lang];
  await signInAuthor(page, request, authorOf(testInfo), lang);
  await page.goto('/drafts');
  const dialog = await openNewPost(page, t);
  await dialog.getByText(t.video, { exact: true }).click();
  const title = unique('Video');
  await dialog.getByRole('textbox', { name: t.title, exact: true }).fill(title);

  // A slow uplink, so the progress is seen on the way; then the network drops in the middle.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 60 * 1024 });
  await dialog.getByLabel(t.chooseVideo).setInputFiles({ name: 'mont-cameroun.webm', mimeType: 'video/webm', buffer: media('video-fr-mont-cameroun.webm') });
  const bar = dialog.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

  // The cut goes through both DevTools sessions: Playwright's (which also drives navigator.onLine
  // and the service worker) and the one holding the slow uplink. Chromium keeps one set of
  // conditions per session and applies whichever session spoke last, so a cut sent through
  // Playwright's session alone could be undone by the throttled one and the upload ran on "offline".
  await context.setOffline(true);
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(bar).toHaveAttribute('aria-valuetext', t.waitingNetwork);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await context.setOffline(false);
  await expect(dialog.getByText(t.uploaded, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('video')).toBeVisible();

  await chooseTribeAndTheme(dialog, t);
  await dialog.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByText(new RegExp(t.done))).toBeVisible({ timeout: 30_000 });
  await page.goto('/videos');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.locator('h1.story-title')).toHaveText(title);
  await expect(page.locator('.story-video video source')).toHaveAttribute('type', 'video/webm');
});
