import { existsSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { AUDIO_MAX_BYTES } from '#api/schemas/file.ts';
import { DEMO_PASSWORD } from '#api/seed/seed-demo.ts';
import { startCuttingProxy } from '../cutting-proxy.ts';
import { startProductionServer } from '../production-server.ts';
import { formatSample, sampleRenderer } from '../renderer-sampler.ts';
import type { BenchSection } from '../section.ts';

/**
 * Issue #13's "done when", end to end and at full length (it takes as long as the recording): on a
 * phone-sized Chromium with its fake microphone, an author records `--minutes` (40) in the speech
 * preset, trims 2 s at each end, publishes offline, then comes back on a slow network (`--kbps`
 * up, through tests/bench/cutting-proxy.ts) that cuts every connection every few seconds
 * (`--up`/`--down` seconds). Prints the recording's size against
 * the audio limit, how the upload went (requests, cuts, bytes sent against the file's size) and the
 * published rendition's length against the trimmed one, and the renderer while it records (every
 * `--sample` seconds, 60: JS heap, renderer RSS, CPU, layouts; figures, no assertion: the
 * recording tab must stay flat, a phone kills a tab that grows). `npm run bench -- long-recording
 * --minutes=40`; needs `npm run build`.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Patch {
  offset: number;
  outcome: 'ok' | 'failed' | 'pending';
}

/** The browser's own offline switch (the page sees `navigator.onLine` change). */
async function setOffline(cdp: CDPSession, offline: boolean) {
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

async function signIn(page: Page, baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'aicha.bello@example.com', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const { tokenInfo, user } = (await res.json()) as { tokenInfo: { token: string; refreshToken: string }; user: unknown };
  await page.addInitScript(
    ([info, who]) => {
      localStorage.setItem('selectedLanguage', 'en');
      if (localStorage.getItem('NG-AUTH-accessToken')) return;
      localStorage.setItem('userData', JSON.stringify({ tokenInfo: info, user: who }));
      localStorage.setItem('NG-AUTH-accessToken', info.token);
      localStorage.setItem('NG-AUTH-refreshToken', info.refreshToken);
    },
    [tokenInfo, user] as const,
  );
}

const seconds = (text: string | null) => {
  const [m, s] = (text ?? '0:00').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

export const section: BenchSection = {
  name: 'long-recording',
  summary: 'records --minutes (40) with the fake microphone, trims, publishes offline, uploads on a dropping network; needs `npm run build`',
  order: 90,
  onlyWhenNamed: true,
  async run(options) {
    const minutes = Number(options.args.get('minutes') ?? 40);
    const kbps = Number(options.args.get('kbps') ?? 400);
    const up = Number(options.args.get('up') ?? 6);
    const down = Number(options.args.get('down') ?? 3);
    const sampleEvery = Number(options.args.get('sample') ?? 60);
    const server = await startProductionServer();
    const proxy = await startCuttingProxy(Number(new URL(server.baseUrl).port), kbps);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    try {
      const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['microphone'] });
      const page = await context.newPage();
      await signIn(page, server.baseUrl);
      const patches: Patch[] = [];
      const byRequest = new Map<object, Patch>();
      // Every tus PATCH (the page's or its service worker's): the offset it starts from, and whether
      // it was answered or cut.
      let creations = 0;
      context.on('response', (res) => res.request().method() === 'POST' && /\/api\/uploads$/.test(res.url()) && res.status() === 201 && creations++);
      context.on('request', (req) => {
        if (process.env.DEBUG_UPLOADS && /\/api\/uploads/.test(req.url()))
          console.log('   ', new Date().toISOString().slice(14, 23), req.method(), req.url().slice(-40), req.headers()['upload-offset'] ?? '', req.serviceWorker() ? 'sw' : '');
        if (req.method() !== 'PATCH' || !/\/api\/uploads\//.test(req.url())) return;
        const patch: Patch = { offset: Number(req.headers()['upload-offset']), outcome: 'pending' };
        patches.push(patch);
        byRequest.set(req, patch);
      });
      if (process.env.DEBUG_UPLOADS) context.on('response', (res) => /\/api\/uploads/.test(res.url()) && console.log('    ->', res.status(), res.request().method(), res.url().slice(-40)));
      context.on('requestfinished', (req) => byRequest.has(req) && (byRequest.get(req)!.outcome = 'ok'));
      context.on('requestfailed', (req) => byRequest.has(req) && (byRequest.get(req)!.outcome = 'failed'));

      await page.goto('/drafts');
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await setOffline(cdp, true);

      await page.getByRole('main').getByRole('button', { name: 'New post' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Podcast', { exact: true }).click();
      const preset =
        (await dialog
          .getByText(/preset/i)
          .first()
          .textContent()) ?? '';
      const sampler = await sampleRenderer(browser, page, sampleEvery);
      await dialog.getByRole('button', { name: 'Start recording' }).click();
      const timer = dialog.getByRole('timer');
      console.log(`  renderer while recording (every ${sampleEvery} s: JS heap, RSS of the renderer processes, CPU in % of one core):`);
      let printed = 0;
      for (;;) {
        const elapsed = seconds(await timer.textContent());
        if (elapsed >= minutes * 60) break;
        for (const sample of sampler.samples().slice(printed)) {
          console.log(`  ${formatSample(sample)}`);
          printed++;
        }
        await page.waitForTimeout(5_000);
      }
      const recorded = await sampler.stop();
      for (const sample of recorded.slice(printed)) console.log(`  ${formatSample(sample)}`);
      await dialog.getByRole('button', { name: 'Stop' }).click();
      await dialog.getByText(/Edited length/).waitFor();
      const take = await page.evaluate(
        () =>
          new Promise<{ draftId: string; durationMs: number; bytes: number }>((resolve) => {
            const open = indexedDB.open('tribes');
            open.onsuccess = () => {
              const tx = open.result.transaction(['meta', 'recordings'], 'readonly');
              const markers = tx.objectStore('meta').getAll(IDBKeyRange.bound('recording:', 'recording:\uffff'));
              const chunks = tx.objectStore('recordings').getAll();
              tx.oncomplete = () => {
                const marker = (markers.result as { value: { id: string; draftId: string; durationMs: number; state: string } }[]).map((m) => m.value).find((m) => m.state === 'stopped')!;
                const bytes = (chunks.result as { id: string; blob: Blob }[]).filter((c) => c.id === marker.id).reduce((sum, c) => sum + c.blob.size, 0);
                resolve({ draftId: marker.draftId, durationMs: marker.durationMs, bytes });
              };
            };
          }),
      );
      for (const name of ['Move start forward 1 s', 'Move start forward 1 s', 'Move end back 1 s', 'Move end back 1 s']) await dialog.getByRole('button', { name }).click();
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Long episode ${Date.now().toString(36).slice(-5)}`);
      await dialog.getByRole('combobox', { name: 'Tribes' }).fill('Bamo');
      await dialog.getByRole('option', { name: 'Bamoun' }).click();
      await dialog.getByText('Culture', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Saved on this device').first().waitFor();

      // Back on a slow network that cuts every connection every few seconds, until it is published.
      const uploadStart = Date.now();
      await setOffline(cdp, false);
      proxy.startCutting(up, down);
      let published: { audioFile?: { durationSeconds?: number; size?: number }; audioRendition?: { durationSeconds?: number } } | undefined;
      while (Date.now() - uploadStart < 60 * 60_000 && !published?.audioFile) {
        await page.waitForTimeout(2000);
        const res = await fetch(`${server.baseUrl}/api/articles/${take.draftId}`);
        published = res.ok ? ((await res.json()) as { article: typeof published }).article : undefined;
      }
      const uploadSeconds = (Date.now() - uploadStart) / 1000;
      if (!published?.audioFile) throw new Error('The article was not published within an hour of the network coming back.');
      for (let i = 0; i < 120 && !published?.audioRendition; i++) {
        await page.waitForTimeout(1000);
        published = ((await (await fetch(`${server.baseUrl}/api/articles/${take.draftId}`)).json()) as { article: typeof published }).article;
      }

      // Each PATCH starts where the server stands: an offset never going back means no byte was sent twice
      // beyond the cut part of a chunk; creations counts uploads started (1 unless one was started over).
      const wentBack = patches.some((p, i) => i > 0 && p.offset < patches[i - 1]!.offset);
      const expected = take.durationMs / 1000 - 4;
      console.log(`\n  ${preset.trim()}`);
      console.log(
        `  recording     ${(take.durationMs / 60_000).toFixed(1)} min, ${(take.bytes / 1e6).toFixed(2)} MB = ${((take.bytes / AUDIO_MAX_BYTES) * 100).toFixed(0)} % of the ${(AUDIO_MAX_BYTES / 1e6).toFixed(0)} MB audio limit (${((take.bytes * 8) / (take.durationMs / 1000) / 1000).toFixed(1)} kbit/s)`,
      );
      console.log(`  upload        ${uploadSeconds.toFixed(0)} s at ${kbps} kbit/s, connections cut ${proxy.cuts()} times (${up} s up, ${down} s down)`);
      console.log(
        `  PATCH         ${patches.length} requests, ${patches.filter((p) => p.outcome === 'failed').length} cut; ${creations} upload created; offsets ${wentBack ? 'WENT BACK (bytes sent again)' : 'only moved forward'}`,
      );
      console.log(`  offsets       ${patches.map((p) => `${(p.offset / 1e6).toFixed(2)}${p.outcome === 'failed' ? '✂' : ''}`).join(' ')}`);
      const growth = (first: number, last: number) => `${first.toFixed(1)} → ${last.toFixed(1)} MB`;
      // From the first sample taken while recording to the last one before the stop (no forced GC).
      const [first, last] = [recorded[1] ?? recorded[0]!, recorded.at(-2) ?? recorded[0]!];
      const cpu = recorded.slice(1).map((s) => s.cpuPercent);
      console.log(
        `  renderer      heap ${growth(first.heapMb, last.heapMb)}, RSS ${growth(first.rssMb, last.rssMb)} from ${first.atSeconds} s to ${last.atSeconds} s of recording (${recorded.at(-1)!.heapMb.toFixed(1)} MB kept after a GC); CPU ${(cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length)).toFixed(0)} % of a core on average`,
      );
      console.log(
        `  published     file ${published?.audioFile?.durationSeconds?.toFixed(1)} s; rendition ${published.audioRendition?.durationSeconds === undefined ? 'not made within 2 min' : `${published.audioRendition.durationSeconds.toFixed(1)} s`} (trimmed length ${expected.toFixed(1)} s)`,
      );
      await context.close();
    } finally {
      await browser.close();
      await proxy.stop();
      await server.stop();
    }
  },
};
