import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';
import { clusterPorts } from './tests/e2e/cluster-ports.ts';

/**
 * The journeys against two instances behind deploy/nginx.conf (issue #15): the built app on two API
 * processes sharing one database and an S3 bucket (s3rver), started by tests/e2e/cluster-server.ts.
 * A subset, desktop only: the whole suite a second time (~13 min) would not fit CI's budget. Chosen
 * so every journey that depends on state shared between instances crosses them (least_conn spreads
 * a page's requests over both): reading (first view, feed, a story, podcast and video played with
 * Range from the bucket), accounts (register, activation and reset mails, sign-in, picture upload,
 * sign-out), the editor (a podcast recorded offline and published when the network returns, a video
 * upload waiting offline) and the outbox (offline edits and a page closed mid-send applied once).
 * Left out: the same journeys in the other language, client-only checks (form messages, the
 * not-activated message, about page, unknown story), the 3-section story (its image uploads are covered by the picture and video), and
 * the 25 MB resumable upload (an upload cut on one instance and resumed on the other, also after
 * a kill -9, is tests/api/cluster-uploads.test.ts's).
 */
const { port } = clusterPorts();
const CLUSTER_SPECS = /\/(reading|accounts|editor|offline-sync)\.spec\.ts$/;
const LEFT_OUT = /reading \(en\)|bad input|not activated yet|about page|unknown story|story in 3 sections/;

export default defineConfig({
  ...base,
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results/cluster',
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [
    { name: 'cluster', testMatch: CLUSTER_SPECS, grepInvert: LEFT_OUT, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: base.use?.launchOptions } },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/cluster-server.ts',
    url: `http://localhost:${port}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR! },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
