import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './app-test.ts';
import { signIn, waitForServiceWorker } from './offline-session.ts';

/**
 * A new deployment (issue #5): the new service worker waits and the app offers "Reload to
 * update"; accepting reloads into the new version. The deployment is simulated by changing the
 * served `sw.js` (its bytes, as any rebuild does) and asking the registration to look for it.
 */
const swFile = path.resolve(process.env.DIST_DIR ?? 'dist', 'sw.js');

// Both journeys rewrite the served sw.js: one at a time.
test.describe.configure({ mode: 'serial' });

/** Serves a changed `sw.js` and asks the page's registration to look for it; answers the restore. */
async function deploy(page: import('@playwright/test').Page): Promise<() => void> {
  const original = readFileSync(swFile, 'utf8');
  writeFileSync(swFile, `${original}\n// deployment ${Date.now()}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update();
  });
  return () => writeFileSync(swFile, original);
}

test('a new deployment shows the update prompt and reloads into it', async ({ page }) => {
  await page.goto('/about');
  await waitForServiceWorker(page);
  const firstScript = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
  const restore = await deploy(page);
  try {
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText(/A new version of Tribes is ready|Une nouvelle version de Tribus est prête/);
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: /^(Reload to update|Mettre à jour)$/ }).click();
    await reloaded;
  } finally {
    restore();
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const after = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
  });
  expect(after).toEqual({ waiting: false, controlled: true });
  expect(firstScript).toMatch(/\/sw\.js$/);
});

test('the update prompt sits above an open editor, and answering it never reloads under the draft', async ({ page, request }) => {
  await signIn(page, request, 'aicha.bello@example.com');
  await page.goto('/');
  await waitForServiceWorker(page);
  await page
    .getByRole('button', { name: /^(New post|Nouvelle publication)$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const restore = await deploy(page);
  try {
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toBeVisible();
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    // A plain click: Playwright refuses it if the editor's backdrop covers the button.
    await prompt.getByRole('button', { name: /^(Reload to update|Mettre à jour)$/ }).click();
    await expect(prompt).toContainText(/Save or close your draft first|Enregistrez ou fermez d’abord votre brouillon/);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(reloaded).toBe(false);
  } finally {
    restore();
  }
});
