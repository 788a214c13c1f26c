import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './.ci/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'eslint.config.test.ts',
            'core/**/*.test.ts',
            'functions/**/*.test.ts',
            'db/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          environment: 'node',
          // One migrated PGlite server per worker, started once for the run (test/server/database-setup.ts).
          globalSetup: ['test/server/database-setup.ts'],
          // Admin sessions hashed at bcrypt's lowest cost, in Vitest workers only (db/passwords.ts): production keeps 12.
          env: { BCRYPT_TEST_COST: '4' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/build/**'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // After the server and web projects, not beside them: on a 2-core machine their CPU load would turn the
          // browser tests' waits for the dev site into timeouts.
          sequence: { groupOrder: 1 },
          // The dev site's first call to a function bundles it; a screen may take seconds to settle.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
