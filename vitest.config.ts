import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `api` runs in Node with a fresh in-memory SQLite database per test file; `web` runs
 * in happy-dom with fake-indexeddb for Dexie. End-to-end specs (tests/e2e) belong to Playwright.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts', 'kysely-migrations/**/*.test.ts'],
          setupFiles: ['tests/utils/property-seed.ts'],
          testTimeout: 20_000,
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
        },
      },
    ],
  },
});
