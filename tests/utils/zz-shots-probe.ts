import { mkdtempSync, readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { startRealServer } from '#tests/utils/real-server.ts';

const server = await startRealServer(mkdtempSync('/tmp/tribes-probe-'), 4482, { SEED: 'demo', DIST_DIR: '/work/wt/install/dist' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
const login = await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'aicha.bello@example.com', password: 'Demo-pass1!' }) })).json();
const media = (n: string) => readFileSync(`/work/wt/install/api/seed/media/${n}`);

async function share(page: Page, fields: Record<string, string>, file?: { name: string; mimeType: string; buffer: Buffer }) {
  await page.evaluate((f) => {
    const form = document.createElement('form');
    form.method = 'post'; form.enctype = 'multipart/form-data'; form.action = '/share-target'; form.id = 'share-sheet';
    form.innerHTML = '<input type="file" name="files">' + Object.entries(f).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
    document.body.append(form);
  }, fields);
  if (file) await page.locator('#share-sheet input[type=file]').setInputFiles(file);
  await page.locator('#share-sheet').evaluate((form: HTMLFormElement) => form.submit());
  await page.waitForURL((u) => u.pathname === '/drafts' && !u.search.includes('shared'));
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(1500);
}

for (const lang of ['en', 'fr']) {
  for (const [w, h] of [[390, 844], [1280, 800]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, locale: lang });
    await context.addInitScript(([info, who, l]) => {
      localStorage.setItem('selectedLanguage', l);
      if (localStorage.getItem('NG-AUTH-accessToken')) return;
      localStorage.setItem('userData', JSON.stringify({ tokenInfo: info, user: who }));
      localStorage.setItem('NG-AUTH-accessToken', info.token);
      localStorage.setItem('NG-AUTH-refreshToken', info.refreshToken);
    }, [login.tokenInfo, login.user, lang]);
    const page = await context.newPage();
    await page.goto(`${server.url}/drafts`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30000 });
    const tag = `${lang}-${w}`;
    await share(page, {}, { name: 'voice-memo.m4a', mimeType: 'audio/mp4', buffer: media('podcast-fr-contes.mp3') });
    await page.screenshot({ path: `/tmp/shots-install/shared-audio-${tag}.png` });
    await page.goto(`${server.url}/drafts`);
    await share(page, { text: 'Sunset' }, { name: 'river.jpg', mimeType: 'image/jpeg', buffer: media('cover-river.jpg') });
    await page.screenshot({ path: `/tmp/shots-install/shared-image-${tag}.png` });
    await page.goto(`${server.url}/drafts`);
    await share(page, { title: 'Griots of Mali', text: 'A beautiful read about the griots', url: 'https://example.org/griots' });
    await page.screenshot({ path: `/tmp/shots-install/shared-text-${tag}.png` });
    await page.goto(`${server.url}/drafts?new=podcast`);
    await page.getByRole('dialog').waitFor(); await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots-install/shortcut-record-${tag}.png` });
    // Nothing usable shared: the message.
    await page.goto(`${server.url}/drafts`);
    await page.evaluate(() => { const f = document.createElement('form'); f.method = 'post'; f.enctype = 'multipart/form-data'; f.action = '/share-target'; document.body.append(f); f.submit(); });
    await page.waitForURL((u) => u.pathname === '/drafts' && !u.search.includes('shared'));
    await page.getByRole('alert').first().waitFor();
    await page.screenshot({ path: `/tmp/shots-install/shared-nothing-${tag}.png` });
    await context.close();
  }
}
await browser.close(); await server.stop();
