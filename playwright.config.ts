import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the production build (`npm run build`) served by the real server on a
 * fresh temporary DATA_DIR (demo seed), in Debian's Chromium when present (environment.md).
 * The data dir is made once by the main process; workers inherit it through the environment, so
 * specs can read the mail outbox (`<E2E_DATA_DIR>/mail`).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'tribes-e2e-'));
const PORT = Number(process.env.E2E_PORT ?? 4310);
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Journeys that change the deployment itself. */
const UPDATE_SPEC = /offline-update\.spec\.ts$/;

/**
 * Which device runs a journey (issue #26: the suite within CI's 20 minutes). The rule: a journey
 * runs on the phone only where the phone's layout is what it tests — the header and its menu, the
 * bottom navigation, sheets and popovers, the editor dialog (full screen on a phone), the
 * mini-player, "load more" paging, axe on the phone layout. Everything else (the server, sync,
 * offline, search results, languages) behaves the same at any size and runs once, on desktop.
 * - untagged: desktop only;
 * - `@both`: desktop and phone (a layout that differs);
 * - `@phone`: phone only (a phone's journey: the share sheet, a 360 px screen);
 * - `@desktop`: desktop only, said where a journey's other language runs on the phone.
 * Languages are not devices: a journey in both languages says so in its own loop. Where its layout
 * differs, `layoutTag` (tests/e2e/app-test.ts) runs French on the phone and English on desktop.
 */
const PHONE_TAGS = /@both\b|@phone\b/;
const PHONE_ONLY = /@phone\b/;

const launchOptions = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // PW_OUTPUT_DIR keeps parallel runs (several engineers on one machine) from deleting each other's results.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // No retries: a flaky journey is a bug to find (the last one: a tap on a part of the server's
  // page not hydrated yet is dropped by React; see web/lib/lazy-with-preload.tsx).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'desktop', testIgnore: UPDATE_SPEC, grepInvert: PHONE_ONLY, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', testIgnore: UPDATE_SPEC, grep: PHONE_TAGS, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
    // The update journey rewrites sw.js on the shared server: it runs alone, after everything else,
    // so no other journey sees a "new version" mid-test.
    { name: 'update', testMatch: UPDATE_SPEC, dependencies: ['desktop', 'phone'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    // At the tests' scrypt cost (tests/utils/api-test-cost.ts, as the API suites): most journeys sign
    // in through this server, and each hash at the real cost (which api/auth/passwords.test.ts pins)
    // takes about 0.4 s of one of CI's two cores.
    command: 'npx tsx --import ./tests/utils/api-test-cost.ts api/server.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED: 'demo',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The journeys' own API calls may name a client (tests/e2e/offline-session.ts `newAccount`), as
      // a proxy in front would: accounts made for a test's private use must not spend the per-address
      // registration limit (10 an hour) that the browser's registrations in accounts.spec.ts go through.
      TRUST_PROXY: '127.0.0.1, ::1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
