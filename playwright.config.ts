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
    { name: 'desktop', testIgnore: UPDATE_SPEC, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', testIgnore: UPDATE_SPEC, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
    // The update journey rewrites sw.js on the shared server: it runs alone, after everything else,
    // so no other journey sees a "new version" mid-test.
    { name: 'update', testMatch: UPDATE_SPEC, dependencies: ['desktop', 'phone'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: 'npx tsx api/server.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}), PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, SEED: 'demo', PUBLIC_URL: `http://localhost:${PORT}` },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
