/**
 * Renders public/favicon.svg into the PNG icons of the manifest with Debian's Chromium.
 * Run once after changing the logo: `npx tsx tests/utils/make-icons.ts` (outputs are committed).
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const out = (name: string) => new URL(`../../public/icons/${name}`, import.meta.url).pathname;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
async function render(size: number, file: string, maskable: boolean) {
  await page.setViewportSize({ width: size, height: size });
  // Maskable icons keep the logo inside the 80 % safe zone on a full-bleed background.
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<html><body style="margin:0;background:${maskable ? '#0f5257' : 'transparent'};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  );
  await page.screenshot({ path: out(file), omitBackground: !maskable });
}
await render(192, 'icon-192.png', false);
await render(512, 'icon-512.png', false);
await render(512, 'icon-maskable-512.png', true);
await render(180, 'apple-touch-icon.png', true);
await browser.close();
