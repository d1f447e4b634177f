import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page, type Route, type TestInfo } from './app-test.ts';
import { signInAuthor } from './author-session.ts';
import { FFMPEG_PATH } from '#api/renditions/ffmpeg.ts';

/**
 * Issue #13's resumable upload at real size: a 25 MB video picked in the editor uploads in 2 MB tus
 * chunks while the connection is cut twice in the middle of a chunk (the server keeps the half it
 * received). Each time, the upload asks the server where it stands (HEAD) and goes on from that
 * byte: the offsets sent are pinned, and the bytes that reached the server tile the file exactly
 * (nothing sent twice). The second cut takes the device offline; the author publishes offline, the
 * drafts view shows the upload waiting for the network, then its progress, and the published
 * article plays a byte-identical file. Desktop runs in English, phone in French.
 */
const TEXT = {
  en: {
    newPost: 'New post',
    video: 'Video',
    title: 'Title',
    tribes: 'Tribes',
    publish: 'Publish',
    chooseVideo: 'Choose a video',
    queued: 'Saved on this device. It will be published when you are back online.',
    waitingPublish: 'Waiting to publish',
    published: 'is now published',
    waitingNetwork: /^Waiting for the network \((\d+)%\)/,
    uploading: /^Uploading… (\d+)%/,
    progressLabel: (name: string) => `Upload of ${name}`,
  },
  fr: {
    newPost: 'Nouvelle publication',
    video: 'Vidéo',
    title: 'Titre',
    tribes: 'Tribus',
    publish: 'Publier',
    chooseVideo: 'Choisir une vidéo',
    queued: 'Enregistré sur cet appareil. La publication se fera dès votre retour en ligne.',
    waitingPublish: 'En attente de publication',
    published: 'est maintenant publié',
    waitingNetwork: /^En attente du réseau \((\d+) %\)/,
    uploading: /^Envoi… (\d+) %/,
    progressLabel: (name: string) => `Envoi de ${name}`,
  },
} as const;

type Lang = keyof typeof TEXT;
const langOf = (testInfo: TestInfo): Lang => (testInfo.project.name === 'phone' ? 'fr' : 'en');
const authorOf = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 'jean-pierre.mbarga@example.com' : 'aicha.bello@example.com');
const CHUNK = 2 * 1024 * 1024;

/**
 * A ~25 MB WebM (VP8 noise at a high bitrate, and an Opus tone), made once per machine with the
 * packaged ffmpeg: a real video the server's content checks accept (it is parsed on completion).
 */
function bigVideo(): Buffer {
  const file = path.join(os.tmpdir(), 'tribes-e2e-25mb.webm');
  if (!existsSync(file)) {
    const made = `${file}.${process.pid}.webm`;
    execFileSync(FFMPEG_PATH, [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'nullsrc=s=480x360:r=10,geq=random(1)*255:128:128',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      '18',
      '-c:v',
      'libvpx',
      '-b:v',
      '25M',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      made,
    ]);
    execFileSync('mv', [made, file]);
  }
  return readFileSync(file);
}

/** What crossed the (intercepted) network of one upload, in order. */
interface Wire {
  /** Every PATCH: the offset it claimed and the bytes of it that reached the server. */
  patches: { offset: number; delivered: number; cut: boolean }[];
  /** Every HEAD (resume): the offset the server answered. */
  heads: number[];
  /** Takes the device off the network and back: the test's own forwarding stops too. */
  setOffline: (offline: boolean) => Promise<void>;
}

/**
 * Intercepts the tus calls: HEADs and PATCHes go to the server through the test (so their answers
 * are seen), and the PATCHes numbered in `cuts` are cut in the middle: the first half of the chunk
 * reaches the server, then the page sees the connection drop (`onCut` runs before that, e.g. to
 * take the device offline).
 */
async function interceptUploads(page: Page, request: APIRequestContext, cuts: Map<number, () => Promise<void>>): Promise<Wire> {
  let offline = false;
  const wire: Wire = {
    patches: [],
    heads: [],
    setOffline: async (value) => {
      offline = value;
      await page.context().setOffline(value);
    },
  };
  await page.context().route(/\/api\/uploads\/[0-9a-f]{32}$/, async (route: Route) => {
    const req = route.request();
    const method = req.method();
    if (method !== 'PATCH' && method !== 'HEAD') return route.fallback();
    // Intercepted requests reach this handler even offline: the network is down for them too.
    if (offline) return route.abort('internetdisconnected');
    const headers = await req.allHeaders();
    if (method === 'HEAD') {
      const res = await route.fetch();
      wire.heads.push(Number(res.headers()['upload-offset']));
      return route.fulfill({ response: res });
    }
    const body = req.postDataBuffer();
    expect(body, 'the PATCH body is visible to the test').not.toBeNull();
    const offset = Number(headers['upload-offset']);
    const onCut = cuts.get(wire.patches.length);
    const sent = onCut ? body!.subarray(0, Math.floor(body!.length / 2)) : body!;
    const { 'content-length': _length, host: _host, ...forward } = headers;
    const res = await request.fetch(req.url(), { method: 'PATCH', headers: forward, data: sent });
    const acknowledged = Number(res.headers()['upload-offset']);
    wire.patches.push({ offset, delivered: res.ok() ? acknowledged - offset : 0, cut: Boolean(onCut) });
    if (onCut) {
      await onCut();
      return route.abort('connectionreset');
    }
    return route.fulfill({ status: res.status(), headers: res.headers(), body: await res.body() });
  });
  return wire;
}

async function chooseTribeAndTheme(dialog: Locator, tribes: string) {
  const combo = dialog.getByRole('combobox', { name: tribes });
  await combo.fill('Bamo');
  await dialog.getByRole('option', { name: 'Bamoun' }).click();
  await dialog.getByText('Culture', { exact: true }).click();
}

const percentOf = async (bar: Locator) => Number(await bar.getAttribute('aria-valuenow'));

// Resuming is the same at any size: desktop only (the drafts' progress on a phone is in editor.spec.ts).
test('a 25 MB video cut twice mid-chunk resumes from the server’s offset each time, shows its progress in the drafts, and plays once published', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const lang = langOf(testInfo);
  const t = TEXT[lang];
  const video = bigVideo();
  expect(video.length).toBeGreaterThan(22 * 1024 * 1024);
  expect(video.length).toBeLessThan(30 * 1024 * 1024);
  const name = `cut-${testInfo.project.name}.webm`;
  await signInAuthor(page, request, authorOf(testInfo), lang);

  // Cut 1 on the 3rd PATCH (a plain drop: the runner retries by itself); cut 2 on the 8th, taking
  // the device offline (it goes on when the network returns).
  let offlineNow = false;
  const wire = await interceptUploads(
    page,
    request,
    new Map([
      [2, async () => undefined],
      [
        7,
        async () => {
          offlineNow = true;
          await wire.setOffline(true);
        },
      ],
    ]),
  );

  await page.goto('/drafts');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.getByRole('main').getByRole('button', { name: t.newPost }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(t.video, { exact: true }).click();
  const title = `Cut twice ${Date.now().toString(36).slice(-5)}`;
  await dialog.getByRole('textbox', { name: t.title, exact: true }).fill(title);
  await chooseTribeAndTheme(dialog, t.tribes);
  await dialog.getByLabel(t.chooseVideo).setInputFiles({ name, mimeType: 'video/webm', buffer: video });

  // The editor's tile follows the upload; the second cut leaves it waiting for the network.
  const editorBar = dialog.getByRole('progressbar', { name: t.progressLabel(name) });
  await expect(editorBar).toBeVisible();
  await expect.poll(() => offlineNow, { timeout: 120_000 }).toBe(true);
  await expect(editorBar).toHaveAttribute('aria-valuetext', t.waitingNetwork);
  const waitingAt = await percentOf(editorBar);
  expect(waitingAt).toBeGreaterThan(0);
  expect(waitingAt).toBeLessThan(100);

  // Published offline: queued behind its file.
  await dialog.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByText(t.queued)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The drafts view shows the same upload, waiting for the network, with the bytes the server has.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(t.waitingPublish)).toBeVisible();
  const cardBar = card.getByRole('progressbar', { name: t.progressLabel(name) });
  await expect(cardBar).toHaveAttribute('aria-valuetext', t.waitingNetwork);
  expect(await percentOf(cardBar)).toBe(waitingAt);
  await page.screenshot({ path: testInfo.outputPath(`drafts-upload-waiting-${lang}.png`) });

  await wire.setOffline(false);
  // Back online it goes on (progress moving in the drafts view), then the article is published.
  await expect.poll(async () => ((await cardBar.count()) ? percentOf(cardBar) : 100), { timeout: 60_000 }).toBeGreaterThan(waitingAt);
  await expect(page.getByText(new RegExp(`${title}.*${t.published}`))).toBeVisible({ timeout: 120_000 });
  await expect(card).toHaveCount(0);

  // The wire: two cuts mid-chunk, and after each a HEAD answered the bytes the server kept, from which
  // the next PATCH went on. The bytes that reached the server tile the file exactly.
  const cutsAt = wire.patches.flatMap((p, i) => (p.cut ? [i] : []));
  expect(cutsAt).toEqual([2, 7]);
  for (const i of cutsAt) {
    const cut = wire.patches[i]!;
    const kept = cut.offset + cut.delivered;
    expect(cut.delivered, 'half a chunk reached the server before the cut').toBe(CHUNK / 2);
    expect(wire.heads, 'the resume asked the server where it stands').toContain(kept);
    expect(wire.patches[i + 1]!.offset, 'the next PATCH goes on from the server’s offset').toBe(kept);
  }
  let covered = 0;
  for (const p of wire.patches) {
    expect(p.offset, 'no byte range is sent twice').toBe(covered);
    covered += p.delivered;
  }
  expect(covered).toBe(video.length);

  // The published article plays the very file.
  await page.goto('/videos');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.locator('h1.story-title')).toHaveText(title);
  const player = page.locator('.story-video video');
  const src = await page.locator('.story-video video source').getAttribute('src');
  const served = await request.get(src!);
  expect(served.ok()).toBe(true);
  expect(
    createHash('sha256')
      .update(await served.body())
      .digest('hex'),
  ).toBe(createHash('sha256').update(video).digest('hex'));
  await player.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    void el.play();
  });
  await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
});
