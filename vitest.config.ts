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
  'api/db/planner-statistics.test.ts': 'SQLite planner statistics (ANALYZE, PRAGMA optimize); PostgreSQL leaves them to autovacuum',
  'api/db/migrator.test.ts': 'migrates SQLite files step by step; every migration runs on PostgreSQL in the global setup',
  'tests/lint/**': 'source checks, no database',
  'kysely-migrations/**': 'SQLite data-migration tests',
};

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
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: apiTests,
          exclude: ['**/node_modules/**', 'tests/api/pg-*.test.ts'],
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
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['tests/utils/property-seed.ts', 'tests/utils/web-setup.ts'],
          testTimeout: 20_000,
          // Vitest's default is one worker fewer than the cores: one file at a time on CI's 2 cores,
          // leaving a core idle while these files (in-process, CPU-bound, no child process) run. They
          // run first, two at a time there; the API projects (real servers, ffmpeg, scrypt and
          // PostgreSQL, whose timings a second file at once pushed past their timeouts on the shared
          // machine) then keep the default (issue #26).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
