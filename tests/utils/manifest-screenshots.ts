/**
 * The manifests' screenshots (web/manifest.ts `SCREENSHOTS`: the richer install dialog shows them),
 * taken from the running app, never drawn: builds the app (unless `--no-build`), serves it on the
 * demo data, and captures each screen in each language with Debian's Chromium, as WebP in
 * public/screenshots/. Run after a visible change to those screens, then build again and commit:
 *   npx tsx tests/utils/manifest-screenshots.ts [--no-build]   (PORT: 4181 unless set)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { SCREENSHOTS, screenshotPath, type ManifestLanguage } from '#web/manifest.ts';
import { startRealServer } from './real-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = process.env.BUILD_OUT_DIR ?? path.join(root, 'dist');
if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-shots-'));
const server = await startRealServer(dataDir, Number(process.env.PORT ?? 4181), { SEED: 'demo', DIST_DIR: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  mkdirSync(path.join(root, 'public/screenshots'), { recursive: true });
  for (const language of ['fr', 'en'] as ManifestLanguage[]) {
    for (const shot of SCREENSHOTS) {
      // The manifest's `sizes` are CSS pixels at 1×: the picture is exactly the viewport.
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        locale: language,
        isMobile: shot.form_factor === 'narrow',
        hasTouch: shot.form_factor === 'narrow',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/?lang=${language}`, { waitUntil: 'networkidle' });
      // Every picture in view drawn, and the page idle (no skeleton left).
      // (No named helper inside: tsx would wrap it in a `__name` call the page does not have.)
      await page.waitForFunction(() =>
        [...document.images, ...document.querySelectorAll('.skeleton')].every((el) => {
          const box = el.getBoundingClientRect();
          const outOfView = box.top >= innerHeight || box.left >= innerWidth || box.right <= 0;
          return outOfView || (el instanceof HTMLImageElement && el.complete);
        }),
      );
      await page.waitForTimeout(500);
      const png = await page.screenshot({ type: 'png' });
      const file = path.join(root, 'public', screenshotPath(shot.name, language));
      await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file);
      console.log(`${path.relative(root, file)}: ${shot.width}×${shot.height}, ${Math.round(statSync(file).size / 1024)} KB`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
