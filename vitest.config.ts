import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { findPgBin } from './tests/utils/pg-cluster.ts';

const apiTests = ['api/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/bench/**/*.test.ts', 'kysely-migrations/**/*.test.ts'];

/**
 * Test files the `api-pg` project leaves out, each for a reason; everything else in `apiTests` that
 * touches the database runs on PostgreSQL too.
 */
const NOT_ON_POSTGRES: Record<string, string> = {
  'tests/api/query-plans.test.ts': 'pins SQLite query plans (EXPLAIN QUERY PLAN, `indexed by`); PostgreSQL plans: tests/api/pg-plans.test.ts',
  'tests/api/crash-drill.test.ts': 'kills a real server writing its SQLite file (WAL recovery)',
  'tests/api/drain.test.ts': 'SIGTERM drain of a real server process: not about the database (runs on SQLite)',
  'tests/api/keep-alive.test.ts': 'HTTP keep-alive of a real server process: not about the database',
  'tests/api/nginx.test.ts': 'deploy/nginx.conf in front of a real server: not about the database',
  'tests/api/cluster.test.ts': 'starts its own shared database for two real instances: PostgreSQL when installed, else one SQLite file',
  'tests/api/cluster-uploads.test.ts': 'starts its own shared database for two real instances, as cluster.test.ts',
  'tests/api/js-budget.test.ts': 'JavaScript budget of the built app: no database',
  'tests/api/renditions-encoding.test.ts':
    'what ffmpeg makes of a podcast (loudness, cuts, waveform, limits): the same on either database; the job queue runs on PostgreSQL in renditions*.test.ts and peaks.test.ts',
  'api/db/planner-statistics.test.ts': 'SQLite planner statistics (ANALYZE, PRAGMA optimize); PostgreSQL leaves them to autovacuum',
  'api/db/migrator.test.ts': 'migrates SQLite files step by step; every migration runs on PostgreSQL in the global setup',
  'tests/lint/**': 'source checks, no database',
  'kysely-migrations/**': 'SQLite data-migration tests',
};

/**
 * Files that start real server processes on fixed ports, nginx, or child processes that load the
 * whole server (and time their drain, crash recovery or keep-alive): they run after the others, one
 * at a time, in the project `api-serial`. Everything else in the API projects runs two files at once.
 */
const ALONE = [
  'tests/api/cluster.test.ts',
  'tests/api/cluster-uploads.test.ts',
  'tests/api/crash-drill.test.ts',
  'tests/api/drain.test.ts',
  'tests/api/keep-alive.test.ts',
  'tests/api/nginx.test.ts',
  'tests/bench/**/*.test.ts',
];

/**
 * `api-pg` needs PostgreSQL's binaries (tests/utils/pg-cluster.ts makes a throw-away cluster). A
 * developer without them gets the SQLite run and this line, never a silent pass; CI must have them
 * (`.ci/run` installs Debian's `postgresql`).
 */
const pgBin = findPgBin();
if (!pgBin) {
  const message = '[api-pg] SKIPPED: PostgreSQL binaries (initdb, pg_ctl) not found; the API suite runs on SQLite only. Install Debian\'s "postgresql" package or set PG_BIN.';
  if (process.env.CI) throw new Error(message.replace('SKIPPED', 'missing in CI'));
  console.warn(message);
}

/**
 * Projects: `api` runs in Node with a fresh in-memory SQLite database per test app; `api-pg` runs the
 * same API tests with a fresh PostgreSQL database per test app (issue #15); `web` runs in happy-dom
 * with fake-indexeddb for Dexie. End-to-end specs (tests/e2e) belong to Playwright.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's 2 cores, with
    // a core idle while a file waits on PostgreSQL, ffmpeg or its own timers (issue #26: the suite
    // in 20 minutes). Groups run in order: `web` (0), then `api` and `api-pg` together (1), two files
    // at a time in all; then `api-serial` (2), one file at a time, for the real servers it starts.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: apiTests,
          exclude: ['**/node_modules/**', 'tests/api/pg-*.test.ts', ...ALONE],
          // Fails the run when the API answers an error code or a JSON body its reference does not list.
          globalSetup: ['tests/utils/answers-global-setup.ts'],
          setupFiles: ['tests/utils/property-seed.ts', 'tests/utils/api-test-cost.ts'],
          testTimeout: 20_000,
          sequence: { groupOrder: 1 },
        },
      },
      ...(pgBin
        ? [
            {
              test: {
                name: 'api-pg',
                environment: 'node',
                // api/**: only the files that use a database; the others (passwords, env, trust-proxy…) run once, in `api`.
                include: ['api/app.test.ts', 'api/seed/seed-demo.test.ts', 'tests/api/**/*.test.ts'],
                exclude: ['**/node_modules/**', ...Object.keys(NOT_ON_POSTGRES)],
                globalSetup: ['tests/utils/pg-global-setup.ts'],
                setupFiles: ['tests/utils/property-seed.ts', 'tests/utils/api-test-cost.ts'],
                testTimeout: 20_000,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'api-serial',
          environment: 'node',
          include: ALONE,
          exclude: ['**/node_modules/**'],
          setupFiles: ['tests/utils/property-seed.ts', 'tests/utils/api-test-cost.ts'],
          testTimeout: 20_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['tests/utils/property-seed.ts', 'tests/utils/web-setup.ts'],
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
