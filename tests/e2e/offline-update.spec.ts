import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './offline-session.ts';

/**
 * A new deployment (issue #5): the new service worker waits and the app offers "Reload to
 * update"; accepting reloads into the new version. The deployment is simulated by changing the
 * served `sw.js` (its bytes, as any rebuild does) and asking the registration to look for it.
 */
const swFile = path.resolve(process.env.DIST_DIR ?? 'dist', 'sw.js');

test('a new deployment shows the update prompt and reloads into it', async ({ page }) => {
  await page.goto('/about');
  await waitForServiceWorker(page);
  const firstScript = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
  const original = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(swFile, `${original}\n// deployment ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText(/A new version of Tribes is ready|Une nouvelle version de Tribus est prête/);
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: /^(Reload to update|Mettre à jour)$/ }).click();
    await reloaded;
  } finally {
    writeFileSync(swFile, original);
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const after = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
  });
  expect(after).toEqual({ waiting: false, controlled: true });
  expect(firstScript).toMatch(/\/sw\.js$/);
});
